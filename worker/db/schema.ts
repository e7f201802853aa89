import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer('created_at')
    .notNull()
    .$defaultFn(() => Date.now());

export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: integer('email_verified_at'),
    role: text('role').notNull().default('Free'),
    profileImageKey: text('profile_image_key'),
    aboutYou: text('about_you'),
    googleSub: text('google_sub'),
    /** IANA zone the calendar shows times in (issue 17); null until the browser or Settings sets it. */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** One signed-in device. Access tokens name it (`sid`), so revoking it ends them at once. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

export type Session = typeof sessions.$inferSelect;

/** Refresh tokens, stored hashed; each is used once, and a second use revokes its session. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: integer('used_at'),
  },
  (table) => [index('refresh_tokens_session_id').on(table.sessionId)],
);

export const OTP_PURPOSES = ['verify_email', 'reset_password'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** One-time codes, stored as an HMAC; `closedAt` is set when one is used, superseded or dies. */
export const otpCodes = sqliteTable(
  'otp_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    closedAt: integer('closed_at'),
  },
  (table) => [index('otp_codes_email_purpose_created').on(table.email, table.purpose, table.createdAt)],
);

/** Failed logins and code checks, counted per key over a window (D1, not memory: isolates share it). */
export const authFailures = sqliteTable(
  'auth_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_failures_key_created').on(table.key, table.createdAt)],
);

export const devMails = sqliteTable(
  'dev_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Like Resend's Idempotency-Key: a mail sent again under the same key is kept once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('dev_mails_to_created').on(table.to, table.createdAt),
    uniqueIndex('dev_mails_idempotency_key').on(table.idempotencyKey),
  ],
);

/** A conversation; `updatedAt` moves with every message, so the list sorts by last activity. */
export const chats = sqliteTable(
  'chats',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    agent: text('agent').notNull().default('advisor'),
    saved: integer('saved', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  // The sidebar pages by (updated_at, id), newest first (GET api/chatbot/all-chats).
  (table) => [index('chats_user_updated_id').on(table.userId, table.updatedAt, table.id)],
);

export type Chat = typeof chats.$inferSelect;

export const MESSAGE_STATUSES = ['complete', 'streaming', 'incomplete', 'stopped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Messages of both sides. A bot reply is written as it grows (`streaming`) and closed with its outcome. */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    sentBy: text('sent_by', { enum: ['User', 'Bot'] }).notNull(),
    text: text('text').notNull().default(''),
    imageKey: text('image_key'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('complete'),
    /** The browser's id for a send, so a retried send is stored once. */
    clientId: text('client_id'),
    /** The reply's version shown (1 until regenerated or its question edited); the others are in reply_versions. */
    version: integer('version').notNull().default(1),
    /** What wrote a reply ('built-in', 'openai', ...) and the knowledge articles it drew on (a JSON array of titles). */
    provider: text('provider'),
    sources: text('sources'),
    /** An attached report (.csv) in R2, owner-only like images, and the name it was uploaded under. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_chat_created').on(table.chatId, table.createdAt),
    uniqueIndex('messages_user_client_unique').on(table.userId, table.clientId),
  ],
);

export type Message = typeof messages.$inferSelect;

/** A reply's versions other than the one shown, each with the question it answered (an edit changes it). */
export const replyVersions = sqliteTable(
  'reply_versions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    question: text('question').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    provider: text('provider'),
    sources: text('sources'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('reply_versions_message_version').on(table.messageId, table.version)],
);

export type ReplyVersion = typeof replyVersions.$inferSelect;

export const RATINGS = ['up', 'down'] as const;

/** A user's rating of one version of a reply, with what was asked and answered then, for `npm run feedback`. */
export const replyRatings = sqliteTable(
  'reply_ratings',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    rating: text('rating', { enum: RATINGS }).notNull(),
    reason: text('reason'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    provider: text('provider'),
    sources: text('sources'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (table) => [
    uniqueIndex('reply_ratings_message_version').on(table.messageId, table.version),
    index('reply_ratings_rating_updated').on(table.rating, table.updatedAt),
  ],
);

export const problemReports = sqliteTable(
  'problem_reports',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('problem_reports_user_created').on(table.userId, table.createdAt),
    index('problem_reports_email_created').on(table.email, table.createdAt),
  ],
);

export type ProblemReport = typeof problemReports.$inferSelect;

export const POLICY_SLUGS = ['terms', 'privacy'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const policies = sqliteTable('policies', {
  slug: text('slug', { enum: POLICY_SLUGS }).primaryKey(),
  content: text('content').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const SUBSCRIPTION_TYPES = ['Monthly', 'Yearly'] as const;

export const packages = sqliteTable('packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  subscriptionType: text('subscription_type', { enum: SUBSCRIPTION_TYPES }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export type Package = typeof packages.$inferSelect;

export const billingCustomers = sqliteTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  /** The card the dev billing page "saved", for display; with Stripe the card is read from Stripe. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

/** A Stripe subscription as Stripe last described it (webhooks keep it in step); times in ms. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    packageId: text('package_id').notNull(),
    status: text('status').notNull(),
    startedAt: integer('started_at').notNull(),
    currentPeriodStart: integer('current_period_start').notNull(),
    currentPeriodEnd: integer('current_period_end').notNull(),
    trialStart: integer('trial_start'),
    trialEnd: integer('trial_end'),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    /** `created` (seconds) of the last event whose own copy was stored (dev provider): older ones are ignored. */
    lastEventCreated: integer('last_event_created'),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (table) => [index('subscriptions_user').on(table.userId)],
);

export type Subscription = typeof subscriptions.$inferSelect;

/** Stripe event ids already handled: Stripe delivers at least once, so repeats are ignored. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: integer('received_at')
    .notNull()
    .$defaultFn(() => Date.now()),
});

/** Kept apart from messages so deleting a chat does not give the free quota back (a rolling 30 days). */
export const questionLog = sqliteTable(
  'question_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The user message asked: a reply that ends empty and failed or stopped gives its row back. */
    messageId: text('message_id'),
  },
  (table) => [
    index('question_log_user_created').on(table.userId, table.createdAt),
    uniqueIndex('question_log_message').on(table.messageId),
  ],
);

/**
 * A reply saved as its own markdown document. It outlives its chat (chat and message links become null);
 * `version` grows with each edit so a stale tab is refused rather than overwriting. Dates and classes
 * arrive later as their own tables and columns that point here.
 */
export const plans = sqliteTable(
  'plans',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    version: integer('version').notNull().default(1),
    classId: text('class_id').references((): AnySQLiteColumn => classes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (table) => [
    index('plans_user_updated').on(table.userId, table.updatedAt),
    index('plans_chat').on(table.chatId),
    // A reply saved twice opens the plan it already made.
    uniqueIndex('plans_message_unique').on(table.messageId).where(sql`${table.messageId} is not null`),
  ],
);

export type SavedPlanRow = typeof plans.$inferSelect;

/** A passage of a reply, anchored by W3C text-quote selector parts (quote with a little text either side). */
export const highlights = sqliteTable(
  'highlights',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull(),
    prefix: text('prefix').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('highlights_user_created').on(table.userId, table.createdAt),
    index('highlights_chat_created').on(table.chatId, table.createdAt),
    index('highlights_message').on(table.messageId),
  ],
);

export type HighlightRow = typeof highlights.$inferSelect;

/** A read-only snapshot link. Only the token's SHA-256 is kept; deleting the row revokes the link. */
export const shares = sqliteTable(
  'shares',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['plan', 'chat'] }).notNull(),
    planId: text('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** JSON taken when shared: a plan's body, or a chat's messages; later edits never reach it. */
    snapshot: text('snapshot').notNull(),
    showName: integer('show_name', { mode: 'boolean' }).notNull().default(false),
    ownerName: text('owner_name'),
    includeImages: integer('include_images', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('shares_user').on(table.userId),
    index('shares_plan').on(table.planId),
    index('shares_chat').on(table.chatId),
  ],
);

export type ShareRow = typeof shares.$inferSelect;

/** A team or group (coaches), a client (advertisers): one concept, two words in the packs' copy. */
export const classes = sqliteTable(
  'classes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ageGroup: text('age_group'),
    sport: text('sport'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (table) => [index('classes_user').on(table.userId)],
);

export type ClassRow = typeof classes.$inferSelect;

/**
 * A plan (or a session of it) pinned to a time. `localStart` in `timeZone` is the truth, `startUtc` follows
 * from it. A deleted plan leaves its events (plan_id set null): the practice still happens on Tuesday.
 */
export const events = sqliteTable(
  'events',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    classId: text('class_id').references(() => classes.id, { onDelete: 'set null' }),
    seriesId: text('series_id'),
    sessionIndex: integer('session_index'),
    title: text('title').notNull(),
    startUtc: integer('start_utc').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    /** 'YYYY-MM-DDTHH:mm' on the wall clock of `timeZone`. */
    localStart: text('local_start').notNull(),
    reminderMinutes: integer('reminder_minutes'),
    /** When the reminder is due; null when there is none or it has gone. */
    reminderDueAt: integer('reminder_due_at'),
    /** The start the last reminder was sent for: an event moved after it gets a new one. */
    reminderSentFor: integer('reminder_sent_for'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at')
      .notNull()
      .$defaultFn(() => Date.now()),
  },
  (table) => [
    index('events_user_start').on(table.userId, table.startUtc),
    index('events_reminder_due').on(table.reminderDueAt).where(sql`${table.reminderDueAt} is not null`),
    index('events_series').on(table.seriesId),
    index('events_plan').on(table.planId),
    index('events_class').on(table.classId),
  ],
);

export type EventRow = typeof events.$inferSelect;

/** One private feed URL per user; only the token's SHA-256 is kept, and a reset replaces it. */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** Mail sent at most once per key (worker/lib/outbox.ts): the insert that claims a key is won by one run. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    key: text('key').primaryKey(),
    status: text('status', { enum: ['pending', 'sent'] }).notNull(),
    claimedAt: integer('claimed_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (table) => [index('mail_outbox_claimed').on(table.claimedAt)],
);
