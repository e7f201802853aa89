import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema';

export type Db = DrizzleD1Database<typeof schema>;

export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db };
};

/**
 * Whether this is a developer's machine or a test run. Stand-ins for outside services (the dev
 * mailbox, the dev checkout) exist only then: anything else, including a deploy that forgot to say
 * which environment it is, counts as production.
 */
export const isLocal = (env: { ENVIRONMENT: string }) =>
  env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';
