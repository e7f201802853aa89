import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import * as schema from '../db/schema';
import type { AppEnv, Db } from '../env';

const instances = new WeakMap<D1Database, Db>();

/** The ORM over a D1 binding, made once per binding: building it reads the whole schema (~0.4 ms). */
export function dbFor(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    instances.set(d1, db);
  }
  return db;
}

export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', dbFor(c.env.DB));
  await next();
});
