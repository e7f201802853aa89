import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from './db/schema';

export type Db = DrizzleD1Database<typeof schema>;

export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db };
};
