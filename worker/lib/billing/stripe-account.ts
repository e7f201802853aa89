import type Stripe from 'stripe';
import type { BillingAccount, CardOnFile, InvoiceSummary } from '../../contract/subscription';
import type { Subscription } from '../../db/schema';
import type { Db } from '../../env';
import { findCustomerId } from './stripe';

export const INVOICES_SHOWN = 5;

const cardOf = (method: string | Stripe.PaymentMethod | null | undefined): CardOnFile | null =>
  typeof method === 'object' && method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;

/** The subscription's own card first (Checkout sets it), else the customer's default (the portal sets it). */
async function readCard(stripe: Stripe, customer: string, sub: Subscription | null) {
  if (sub) {
    const current = await stripe.subscriptions.retrieve(sub.id, {
      expand: ['default_payment_method', 'customer.invoice_settings.default_payment_method'],
    });
    const owner = typeof current.customer === 'object' && !current.customer.deleted ? current.customer : null;
    return cardOf(current.default_payment_method) ?? cardOf(owner?.invoice_settings?.default_payment_method);
  }
  const owner = await stripe.customers.retrieve(customer, { expand: ['invoice_settings.default_payment_method'] });
  return owner.deleted ? null : cardOf(owner.invoice_settings?.default_payment_method);
}

async function readInvoices(stripe: Stripe, customer: string): Promise<InvoiceSummary[]> {
  const list = await stripe.invoices.list({ customer, limit: INVOICES_SHOWN + 1 });
  return list.data
    .filter((invoice) => invoice.status !== 'draft')
    .slice(0, INVOICES_SHOWN)
    .map((invoice) => ({
      number: invoice.number ?? null,
      date: new Date(invoice.created * 1000).toISOString(),
      amount: { amountCents: invoice.total, currency: invoice.currency },
      status: invoice.status ?? null,
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    }));
}

/** Read from Stripe each time, never stored; a Stripe failure leaves that part null rather than failing the page. */
export async function readStripeAccount(
  stripe: Stripe,
  db: Db,
  userId: string,
  sub: Subscription | null,
): Promise<BillingAccount> {
  const customer = await findCustomerId(db, userId);
  if (!customer) return { card: null, invoices: null };
  const failed = (what: string) => (error: unknown) => {
    console.error(`stripe: could not read the ${what}`, error);
    return null;
  };
  const [card, invoices] = await Promise.all([
    readCard(stripe, customer, sub).catch(failed('card')),
    readInvoices(stripe, customer).catch(failed('invoices')),
  ]);
  return { card, invoices };
}
