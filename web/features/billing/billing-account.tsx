import { ExternalLink } from 'lucide-react';
import type { CardOnFile, InvoiceSummary } from '../../../worker/contract/subscription';
import { linkClass } from '../../components/styles';
import { formatDay, formatMoney } from '../../lib/billing-format';

const BRANDS: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa' };
const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

export const cardText = (card: CardOnFile) => `${brandName(card.brand)} ending in ${card.last4}`;

export function InvoiceList({ invoices }: { invoices: InvoiceSummary[] | null }) {
  if (!invoices?.length) return null;
  return (
    <section aria-labelledby="invoices-heading">
      <h3 id="invoices-heading" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        Invoices
      </h3>
      <ul data-testid="invoices" className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {invoices.map((invoice) => {
          const name = `${formatDay(invoice.date)}${invoice.number ? ` (${invoice.number})` : ''}`;
          return (
            <li key={`${invoice.date}-${invoice.number}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 flex-1">{name}</span>
              <span className="font-medium">{formatMoney(invoice.amount)}</span>
              {invoice.status && (
                <span className="text-slate-600 capitalize dark:text-slate-400">{invoice.status}</span>
              )}
              {invoice.hostedInvoiceUrl && (
                <a
                  href={invoice.hostedInvoiceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View invoice ${name} (opens in a new tab)`}
                  className={`${linkClass} inline-flex items-center gap-1`}
                >
                  View
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
