import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { packages } from '../db/schema';
import type { AppEnv } from '../env';

export const packageRoutes = new Hono<AppEnv>().get('/active', async (c) => {
  const rows = await c.var.db.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.sort));
  return c.json({
    packages: rows.map((row) => ({
      packId: row.id,
      id: row.id,
      name: row.name,
      subscriptionType: row.subscriptionType,
      amount: row.amountCents / 100,
    })),
  });
});
