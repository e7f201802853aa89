import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { CardOnFile } from '../../contract/subscription';
import { billingCustomers } from '../../db/schema';
import type { Db } from '../../env';
import { devWebhookSecret } from './dev-checkout';

/** The dev billing page's "session": a short-lived token naming the user, like Stripe's portal session. */
const SESSION_TTL = '1h';
const key = (env: Env) => new TextEncoder().encode(`dev-billing:${devWebhookSecret(env)}`);

export async function devBillingUrl(env: Env, origin: string, userId: string): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(SESSION_TTL)
    .sign(key(env));
  return `${origin}/dev/billing?session=${encodeURIComponent(token)}`;
}

export async function readDevBillingSession(env: Env, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(env), { algorithms: ['HS256'] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}

/** Stripe's test cards; "change card" moves to the next one, so the screens show a change. */
export const DEV_CARDS: readonly CardOnFile[] = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
  { brand: 'amex', last4: '8431' },
];

export async function devCard(db: Db, userId: string): Promise<CardOnFile | null> {
  const row = await db.query.billingCustomers.findFirst({ where: eq(billingCustomers.userId, userId) });
  return row?.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
}

export async function changeDevCard(db: Db, userId: string): Promise<CardOnFile> {
  const current = await devCard(db, userId);
  const index = DEV_CARDS.findIndex((card) => card.last4 === current?.last4);
  const next = DEV_CARDS[(index + 1) % DEV_CARDS.length] ?? { brand: 'visa', last4: '4242' };
  await db
    .update(billingCustomers)
    .set({ cardBrand: next.brand, cardLast4: next.last4 })
    .where(eq(billingCustomers.userId, userId));
  return next;
}
