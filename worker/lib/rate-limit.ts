import { and, count, eq, gt } from 'drizzle-orm';
import { authFailures } from '../db/schema';
import type { Db } from '../env';

export async function countFailures(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.key, key), gt(authFailures.createdAt, Date.now() - windowMs)));
  return row?.n ?? 0;
}

export async function recordFailure(db: Db, key: string): Promise<void> {
  await db.insert(authFailures).values({ key });
}
