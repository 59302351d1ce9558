/**
 * The price for the visitor's dates (docs/requirements.md, "Price for your dates"): 'N days from
 * €X', and one tap away (`<details>`) how it adds up — days × daily rate, the one discount that
 * applies (or none) and the estimate — with the plain statement that the booking engine gives
 * the final price. Used by the fleet cards (`compact`) and the vehicle page's price island.
 * Amounts are formatted with the page's `Intl` formatter (`formatPrice`).
 */
import type { ReactNode } from 'react';
import type { Quote } from '../../lib/pricing';
import { ft, formatPrice } from './format';

/** Props of {@link QuoteBreakdown}. */
export interface QuoteBreakdownProps {
  /** The estimate (`quote()` / `quoteForDates()` of `src/lib/pricing.ts`), EUR. */
  quote: Quote;
  /** The daily rate the estimate starts from, EUR. */
  pricePerDay: number;
  /** Card size: smaller text, the summary above the card's link overlay. */
  compact?: boolean | undefined;
  /** Whether to show the headline (default true; a page that announces it in a live region shows it there). */
  headline?: boolean | undefined;
}

/** The headline: '7 days from €208.25' (one day: '1 day from €35'). */
export function quoteHeadline(quote: Quote): string {
  const total = formatPrice(quote.total);
  return quote.days === 1
    ? ft('quote.result.one', { total })
    : ft('quote.result', { days: quote.days, total });
}

/** The component (see {@link QuoteBreakdownProps}). */
export function QuoteBreakdown({
  quote,
  pricePerDay,
  compact = false,
  headline = true,
}: QuoteBreakdownProps): ReactNode {
  const d = quote.discount;
  return (
    <div
      className={compact ? 'relative z-10 mt-2 text-sm' : ''}
      data-quote
      data-quote-days={quote.days}
      data-quote-total={quote.total}
    >
      {headline && (
        <p
          className={compact ? 'font-bold text-ink' : 'text-2xl font-extrabold text-ink'}
          data-quote-headline
        >
          {quoteHeadline(quote)}
        </p>
      )}
      <details className="group mt-1">
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-brand underline-offset-2 hover:underline">
          {ft('quote.breakdown')}
        </summary>
        <ul className="mt-2 grid gap-1 text-muted">
          <li>
            {ft('quote.base', {
              days: quote.days,
              price: formatPrice(pricePerDay),
              base: formatPrice(quote.base),
            })}
          </li>
          <li data-quote-discount={d ? d.kind : 'none'}>
            {d
              ? ft(`quote.discount.${d.kind}`, {
                  percent: d.percent,
                  amount: formatPrice(d.amount),
                })
              : ft('quote.noDiscount')}
          </li>
          <li className="font-semibold text-ink">
            {ft('quote.total', { total: formatPrice(quote.total) })}
          </li>
        </ul>
        <p className="mt-1 text-muted">{ft('quote.final')}</p>
      </details>
    </div>
  );
}
