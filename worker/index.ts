import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env';
import { AppError, errorForStatus } from './lib/errors';
import { limitBody } from './middleware/body-limit';
import { withDb } from './middleware/db';
import { apiSecurityHeaders } from './middleware/security-headers';
import { health } from './routes/health';

const app = new Hono<AppEnv>();

app.use('*', apiSecurityHeaders);
app.use('*', limitBody);
app.use('*', withDb);

const routes = app.route('/api/health', health);

app.notFound((c) => c.json(new AppError('not_found', 404).toBody(), 404));

app.onError((error, c) => {
  if (error instanceof AppError) return c.json(error.toBody(), error.status);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorForStatus(error.status, error.message).toBody(), error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json(new AppError('internal', 500).toBody(), 500);
});

export type AppType = typeof routes;
export default app;
