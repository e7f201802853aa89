import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema';

export type Db = DrizzleD1Database<typeof schema>;

export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db };
};

/** Stand-ins for outside services (dev mailbox, dev checkout) exist only here: an unnamed environment is production. */
export const isLocal = (env: { ENVIRONMENT: string }) =>
  env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';
