/**
 * The two date fields of "Price for your dates" (docs/requirements.md): pickup and return, bound
 * to the reservation draft (`$reservation`, `src/stores/reservation.ts`), so dates chosen here
 * fill the reservation widget and the booking engine link, and dates chosen in the widget or
 * given to the chat show here. Used by the fleet list and the vehicle page's price island.
 */
import { useReservationDraft } from '../useHydratedStore';
import { useId, useEffect, useState, type ReactNode } from 'react';
import { datesIssue, localIsoDate, type RentalDates } from '../../lib/booking';
import { updateReservation } from '../../stores/reservation';
import { ft } from './format';
import { fieldControl } from '../../components/ui/field-control';

/** Props of {@link QuoteDates}. */
export interface QuoteDatesProps {
  /** Extra classes of the fieldset (layout of the page that shows it). */
  className?: string | undefined;
}

/**
 * Today's local date, `YYYY-MM-DD`, known only in the browser: `''` during the server render and
 * the first client render (so hydration matches), then the date.
 */
export function useToday(): string {
  const [today, setToday] = useState('');
  useEffect(() => setToday(localIsoDate(new Date())), []);
  return today;
}

/**
 * What the price line says while there is no price for the dates: that the pickup has passed,
 * that the return must come after the pickup (`datesIssue`, the reservation widget's rule), or the
 * prompt to choose dates.
 *
 * @param dates the reservation draft's dates and times
 * @param today the visitor's local date, `YYYY-MM-DD` (`''` before it is known: the prompt)
 */
export function noPriceText(dates: RentalDates, today: string): string {
  const issue = today ? datesIssue(dates, today) : null;
  return issue === 'pickupInPast'
    ? ft('quote.past')
    : issue === 'returnNotAfterPickup'
      ? ft('quote.invalid')
      : ft('quote.prompt');
}

/** The component (see {@link QuoteDatesProps}). */
export function QuoteDates({ className = '' }: QuoteDatesProps): ReactNode {
  const draft = useReservationDraft();
  const today = useToday();
  const id = useId();
  const field = `${fieldControl} min-h-11 py-2`;
  return (
    <fieldset className={`flex min-w-0 flex-wrap items-end gap-3 ${className}`} data-quote-dates>
      <legend className="mb-2 text-sm font-semibold text-muted">{ft('quote.datesLegend')}</legend>
      <div className="date-fit min-w-[min(10rem,100%)] flex-1">
        <label htmlFor={`${id}-pickup`} className="block text-sm font-semibold">
          {ft('quote.pickup')}
        </label>
        <input
          id={`${id}-pickup`}
          type="date"
          className={field}
          value={draft.pickupDate}
          min={today || undefined}
          onChange={(e) => updateReservation({ pickupDate: e.target.value })}
          data-quote-pickup
        />
      </div>
      <div className="date-fit min-w-[min(10rem,100%)] flex-1">
        <label htmlFor={`${id}-return`} className="block text-sm font-semibold">
          {ft('quote.return')}
        </label>
        <input
          id={`${id}-return`}
          type="date"
          className={field}
          value={draft.returnDate}
          min={draft.pickupDate || today || undefined}
          onChange={(e) => updateReservation({ returnDate: e.target.value })}
          data-quote-return
        />
      </div>
    </fieldset>
  );
}
