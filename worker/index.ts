import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { timing } from 'hono/timing';
import type { AppEnv } from './env';
import { AppError, errorForStatus } from './lib/errors';
import { runScheduledTasks } from './lib/scheduler';
import { limitBody } from './middleware/body-limit';
import { withDb } from './middleware/db';
import { apiSecurityHeaders } from './middleware/security-headers';
import { auth } from './routes/auth';
import { calendarFeedRoutes, publicCalendarFeedRoutes } from './routes/calendar-feed';
import { chatbot } from './routes/chatbot';
import { classRoutes } from './routes/classes';
import { config } from './routes/config';
import { devApi, devPages } from './routes/dev';
import { devBilling } from './routes/dev-billing';
import { devCheckout } from './routes/dev-checkout';
import { eventRangeRoutes, eventRoutes } from './routes/events';
import { files } from './routes/files';
import { health } from './routes/health';
import { highlightRoutes } from './routes/highlights';
import { images } from './routes/images';
import { media } from './routes/media';
import { packageRoutes } from './routes/package';
import { planRoutes } from './routes/plans';
import { policy } from './routes/policy';
import { problem } from './routes/problem';
import { ratingRoutes } from './routes/ratings';
import { replyVersionRoutes } from './routes/reply-versions';
import { resendOtp } from './routes/resend-otp';
import { publicShareRoutes, shareRoutes } from './routes/shares';
import { stripeWebhook } from './routes/stripe-webhook';
import { subscription } from './routes/subscription';
import { user } from './routes/user';

const app = new Hono<AppEnv>();

// Server-Timing: the Worker's own time per call, apart from the network's (and wrangler dev's) share.
app.use('/api/*', timing({ totalDescription: 'Worker' }));
app.use('/api/*', apiSecurityHeaders);
app.use('/authentication_app/*', apiSecurityHeaders);
app.use('*', limitBody);
app.use('*', withDb);

const routes = app
  .route('/api/health', health)
  .route('/api/config', config)
  .route('/api/auth', auth)
  .route('/authentication_app', resendOtp)
  .route('/api/user', user)
  .route('/api/chatbot', chatbot)
  .route('/api/chatbot/messages', ratingRoutes)
  .route('/api/chatbot/messages', replyVersionRoutes)
  .route('/api/plans', planRoutes)
  .route('/api/highlights', highlightRoutes)
  // Before the owner's routes: a share's public page needs no account.
  .route('/api/shares/public', publicShareRoutes)
  .route('/api/shares', shareRoutes)
  .route('/api/classes', classRoutes)
  .route('/api/events', eventRangeRoutes)
  .route('/api/events', eventRoutes)
  // Before the owner's routes: calendar apps fetch the feed with its token, no account.
  .route('/api/calendar/feed', publicCalendarFeedRoutes)
  .route('/api/calendar/feed', calendarFeedRoutes)
  .route('/api/images', images)
  .route('/api/files', files)
  .route('/api/problem', problem)
  .route('/api/policy', policy)
  .route('/api/package', packageRoutes)
  .route('/api/subscription', subscription)
  .route('/api/stripe', stripeWebhook)
  .route('/api/dev', devApi)
  .route('/dev/checkout', devCheckout)
  .route('/dev/billing', devBilling)
  .route('/dev', devPages)
  .route('/media', media);

app.notFound((c) => c.json(new AppError('not_found', 404).toBody(), 404));

app.onError((error, c) => {
  if (error instanceof AppError) return c.json(error.toBody(), error.status, error.headers);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorForStatus(error.status, error.message).toBody(), error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json(new AppError('internal', 500).toBody(), 500);
});

export type AppType = typeof routes;

export default {
  fetch: app.fetch,
  scheduled: async (controller, env) => {
    await runScheduledTasks(env, controller.scheduledTime, controller.cron);
  },
} satisfies ExportedHandler<Env>;

export { UserChats } from './durable/user-chats';
export { app };
