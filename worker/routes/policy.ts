import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { MESSAGES } from '../contract/messages';
import { type PolicySlug, policies } from '../db/schema';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';

async function readPolicy(c: { var: AppEnv['Variables'] }, slug: PolicySlug) {
  const row = await c.var.db.query.policies.findFirst({ where: eq(policies.slug, slug) });
  if (!row) throw new AppError('not_found', 404, MESSAGES.policyMissing);
  return { success: true as const, policy: { content: row.content, updatedAt: new Date(row.updatedAt).toISOString() } };
}

/** Terms and privacy: readable without signing in (PRODUCT.md), since sign-up asks users to accept them. */
export const policy = new Hono<AppEnv>()
  .get('/terms', async (c) => c.json(await readPolicy(c, 'terms')))
  .get('/privacy', async (c) => c.json(await readPolicy(c, 'privacy')));
