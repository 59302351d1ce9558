/**
 * "Price for your dates" on a vehicle page (docs/requirements.md): the two date fields
 * (`QuoteDates`, bound to the reservation draft, so the widget's or the chat's dates show at
 * once) and, once both are known, 'N days from €X' with the breakdown one tap away
 * (`QuoteBreakdown`), announced in a polite live region; before that, a prompt. The discount
 * rules are always written out, so the page informs without JavaScript too.
 *
 * Mounted with `client:interaction={RESERVATION_KEY}`: hydrated on first use, or as soon as idle
 * when this browser session already has a reservation draft (dates chosen on an earlier page).
 */
import { useReservationDraft } from './useHydratedStore';
import type { ReactNode } from 'react';
import type { FleetStrings } from '../locales/en/fleet';
import { facts } from '../config/facts';
import { quoteForDates } from '../lib/pricing';
import { QuoteBreakdown, quoteHeadline } from './fleet/QuoteBreakdown';
import { QuoteDates, noPriceText, useToday } from './fleet/QuoteDates';
import { ft, setFleetLanguage } from './fleet/format';
import { useIslandReady } from './useIslandReady';
import { defaultLang } from '../locales';

/** Props of {@link PriceForDates}. */
export interface PriceForDatesProps {
  /** The vehicle's daily rate, EUR. */
  pricePerDay: number;
  /** Page language (`en`, `fr`, `de`, `it`): strings and the price format. */
  lang?: string | undefined;
  /** The fleet strings in the page's language (`sliceFor(lang, fleetEn)`); English when absent. */
  strings?: Partial<FleetStrings> | undefined;
}

/** The discount rules sentence, with the figures of `facts.discounts`. */
function rulesText(): string {
  const d = facts.discounts;
  return ft('quote.rules', {
    week: d.week,
    weekDays: d.fromDays.week,
    twoWeeks: d.twoWeeks,
    twoWeeksDays: d.fromDays.twoWeeks,
    month: d.month,
    monthDays: d.fromDays.month,
    early30: d.book30Days,
    early30Days: d.fromDays.book30Days,
    early60: d.book60Days,
    early60Days: d.fromDays.book60Days,
  });
}

/** The island (default export). See {@link PriceForDatesProps}. */
export default function PriceForDates({
  pricePerDay,
  lang = defaultLang,
  strings,
}: PriceForDatesProps): ReactNode {
  setFleetLanguage(lang, strings);
  const draft = useReservationDraft();
  const today = useToday();
  const rootRef = useIslandReady<HTMLDivElement>();
  const estimate = today ? quoteForDates(pricePerDay, draft, today) : null;
  return (
    <div
      ref={rootRef}
      className="card p-5 sm:p-6"
      data-price-for-dates
      data-price-per-day={pricePerDay}
    >
      <QuoteDates />
      <p
        className={`mt-4 ${estimate ? 'text-2xl font-extrabold text-ink' : 'text-muted'}`}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-quote-result
      >
        {estimate ? quoteHeadline(estimate) : noPriceText(draft, today)}
      </p>
      {estimate && <QuoteBreakdown quote={estimate} pricePerDay={pricePerDay} headline={false} />}
      <p className="mt-4 text-sm leading-relaxed text-muted">{rulesText()}</p>
      <p className="mt-1 text-sm font-semibold text-muted">{ft('quote.final')}</p>
    </div>
  );
}
