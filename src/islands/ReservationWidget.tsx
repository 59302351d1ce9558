/**
 * Reservation widget (docs/requirements.md, "Reservation widget", "Reservation search",
 * "Booking search"): vehicle type, pickup location (and a drop-off location when "Different
 * drop-off location" is ticked), pickup and return date and time, driver age; Search opens the
 * booking engine's select page in a new tab.
 *
 * State: the draft lives in `$reservation` (`src/stores/reservation.ts`, kept for the browser
 * session), so it survives moving between pages and the chat assistant can prefill it.
 * Logic: `src/lib/booking.ts` (validation, URL). Strings: `src/i18n/reservation.en.ts`.
 *
 * Mount it through `src/components/ReservationSearch.astro`, which hydrates it with
 * `client:interaction={RESERVATION_KEY}` (on first use, or when idle if a draft is stored) and
 * adds the script that opens the booking engine's tab when "Search vehicles" is the first use
 * (`src/scripts/reservation-search.ts`; the form's `data-reservation-search`, `data-engine-lang`
 * and `data-preset-*` attributes are for it).
 * The server render (and the first client render) show the defaults plus the page presets; the
 * stored draft and "today" replace them once the island has mounted, so hydration never
 * mismatches and the pickup date's minimum is the visitor's today, not the build day.
 */
import { track } from '../scripts/analytics';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  Field,
  FieldLabel,
  FieldLegend,
  fieldControl,
  useFieldIds,
  type FieldWiring,
} from '../components/ui/field';
import { cn } from '../lib/cn';
import { facts } from '../config/facts';
import { engineLang } from '../config/booking';
import { interpolate } from '../i18n/interpolate';
import {
  reservationEn,
  type ReservationKey,
  type ReservationStrings,
} from '../locales/en/reservation';
import {
  bookingSearchUrl,
  defaultDraft,
  ISSUE_MESSAGE_KEYS,
  issueFields,
  localIsoDate,
  RESERVATION_TIMES,
  reservationIssue,
  VEHICLE_TYPES,
  type ReservationDraft,
  type ReservationIssue,
  type VehicleType,
} from '../lib/booking';
import {
  $reservation,
  applyPreset,
  presetReservation,
  updateReservation,
} from '../stores/reservation';
import { OPENS_TAB_ATTRIBUTE } from '../client-directives/ready';
import { closeBlankTab, openSearchTab, takeOpenedSearch } from '../lib/opened-search';
import { useIslandReady } from './useIslandReady';
import { defaultLang } from '../locales';

/** Props of {@link ReservationWidget}. */
export interface ReservationWidgetProps {
  /**
   * Page preset of the vehicle type (`moto` on the scooter page, `atv` on the ATV page). Applied
   * when the widget mounts; it never clears dates the visitor already chose.
   */
  vehicleType?: VehicleType | undefined;
  /**
   * Page preset of the pickup location, a `facts.pickupLocations` id (18 airport page, 19 port
   * page, 1 Antiparos page …). Unknown ids are ignored. Same rule as `vehicleType`.
   */
  pickupId?: number | undefined;
  /** Level of the widget's heading, 2-6 (default 2: under the page's h1). */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /**
   * `hero`: a raised surface card with a strong shadow, for the home hero's dark-blue background.
   * `card` (default): the site's standard bordered card, for landing pages.
   */
  variant?: 'hero' | 'card' | undefined;
  /**
   * Page language (docs/requirements.md, "Five languages"): the booking engine's `lang` parameter
   * follows it where the engine offers it (`engineLang`), else `en`. Default `en`.
   */
  lang?: string | undefined;
  /** Replacement strings (another language, or a different heading); missing keys stay English. */
  strings?: Partial<ReservationStrings> | undefined;
  /** Extra classes on the outer element (margins, width). */
  className?: string | undefined;
}

const control = cn(fieldControl, 'min-h-11 py-2');

/** A search repeated within this many milliseconds is a double click: one tab only. */
const DOUBLE_SUBMIT_MS = 1000;

const islands = [
  { island: 'Paros', key: 'reservation.island.paros' },
  { island: 'Antiparos', key: 'reservation.island.antiparos' },
] as const satisfies readonly { island: 'Paros' | 'Antiparos'; key: ReservationKey }[];

/** The half-hour times, plus the draft's own time if it is not one of them. */
function timeOptions(current: string): readonly string[] {
  return RESERVATION_TIMES.includes(current) || !current
    ? RESERVATION_TIMES
    : [...RESERVATION_TIMES, current].sort();
}

/** Props of {@link SelectField}. */
interface SelectFieldProps {
  /** The label's text. */
  label: string;
  /** The select's id, name and ARIA attributes (`field()` of `useFieldIds`). */
  field: FieldWiring;
  /** The selected option's value (controlled). */
  value: string | number;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Classes of the field's wrapper (grid placement). */
  className?: string | undefined;
  /** The options. */
  children: ReactNode;
}

/** One required select of the widget (location, driver age, time) under its label. */
function SelectField({
  label,
  field,
  value,
  onChange,
  className,
  children,
}: SelectFieldProps): ReactNode {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={field.control.id} required>
        {label}
      </FieldLabel>
      <select
        {...field.control}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={control}
      >
        {children}
      </select>
    </Field>
  );
}

/**
 * The reservation widget island (default export). See {@link ReservationWidgetProps}.
 */
export default function ReservationWidget({
  vehicleType,
  pickupId,
  headingLevel = 2,
  variant = 'card',
  strings,
  className,
  lang = defaultLang,
}: ReservationWidgetProps): ReactNode {
  const s: ReservationStrings = { ...reservationEn, ...strings };
  const { id, field } = useFieldIds();
  const errorId = id('error');

  const stored = useStore($reservation);
  const [mounted, setMounted] = useState(false);
  const [today, setToday] = useState<string | undefined>(undefined);
  const [issue, setIssue] = useState<ReservationIssue | null>(null);
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  /** The last search opened and when (`event.timeStamp`, ms): a double click opens one tab. */
  const lastOpened = useRef<{ url: string; at: number } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const rootRef = useIslandReady<HTMLDivElement>();

  useEffect(() => {
    presetReservation({ vehicleType, pickupId });
    setToday(localIsoDate(new Date()));
    setMounted(true);
  }, [vehicleType, pickupId]);

  useEffect(() => {
    if (focusRequest > 0) alertRef.current?.focus();
  }, [focusRequest]);

  const draft: ReservationDraft = mounted
    ? stored
    : applyPreset(defaultDraft(), { vehicleType, pickupId });
  const message = issue ? s[ISSUE_MESSAGE_KEYS[issue]] : null;
  const invalid = new Set<keyof ReservationDraft>(issue ? issueFields(issue, draft) : []);
  // The selects and date inputs carry `aria-required` rather than `required`. The selects always
  // hold a value (a location, an age group, a time): a `required` select must start with an empty
  // placeholder option (HTML standard; the W3C checker enforces it), which would offer a choice
  // that cannot be booked. A native `required` empty date input is exposed as invalid before the
  // visitor has done anything. Validation is ours (`noValidate`); its one message, the alert
  // under the form, describes every field it is about.
  const wiring = (name: keyof ReservationDraft) =>
    field({ name, required: 'aria', invalid: invalid.has(name), errorId });

  function update(patch: Partial<ReservationDraft>): void {
    const next = updateReservation(patch);
    // A shown error follows the fix (or the new problem); a shown "opened" link is now stale.
    if (issue) setIssue(reservationIssue(next));
    setOpenedUrl(null);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    // A first tap that came before the code did has already opened the tab, inside the tap
    // (src/scripts/reservation-search.ts); the replayed submit then only shows the result.
    const form = event.currentTarget;
    const alreadyOpened = takeOpenedSearch(form);
    const found = reservationIssue(draft);
    setIssue(found);
    if (found) {
      // A blank tab a tap opened before any code had loaded: nothing to search.
      closeBlankTab(form);
      setOpenedUrl(null);
      setFocusRequest((n) => n + 1);
      // docs/requirements.md, "Reservation search": a missing date shows an alert.
      // The browser's alert, and the same text stays under the form for screen readers and for
      // after the dialog is closed.
      if (found === 'datesRequired') window.alert(s[ISSUE_MESSAGE_KEYS[found]]);
      return;
    }
    const url = bookingSearchUrl(draft, { lang: engineLang(lang) });
    // With `noopener` the return value is always null, so a blocked popup cannot be detected:
    // the link below is shown after every search as the fallback.
    // A second click of a double click (the same search within a second) opens no second tab.
    const last = lastOpened.current;
    const repeated = last?.url === url && event.timeStamp - last.at < DOUBLE_SUBMIT_MS;
    // In the blank tab a first tap opened, when no script was there to open the engine's (WebKit).
    if (url !== alreadyOpened && !repeated) openSearchTab(form, url);
    lastOpened.current = { url, at: event.timeStamp };
    setOpenedUrl(url);
    const days = Math.max(
      1,
      Math.round((Date.parse(draft.returnDate) - Date.parse(draft.pickupDate)) / 86_400_000),
    );
    track('booking_search', { vehicle_type: draft.vehicleType, pickup_id: draft.pickupId, days });
  }

  const Heading = `h${headingLevel}` as 'h2';
  const headingId = id('heading');
  const surface =
    variant === 'hero'
      ? 'rounded-2xl bg-surface p-4 shadow-2xl ring-1 ring-black/5 sm:p-6 dark:bg-surface-2 dark:ring-white/15'
      : 'card p-4 sm:p-6';

  const locationOptions = islands.map((group) => (
    <optgroup key={group.island} label={s[group.key]}>
      {facts.pickupLocations
        .filter((l) => l.island === group.island)
        .map((l) => (
          <option key={l.id} value={l.id}>
            {s[`reservation.pickup.${l.id}`]}
          </option>
        ))}
    </optgroup>
  ));

  const dateTimePair = (which: 'pickup' | 'return') => {
    const date = wiring(which === 'pickup' ? 'pickupDate' : 'returnDate');
    const timeField = which === 'pickup' ? 'pickupTime' : 'returnTime';
    const min = which === 'pickup' ? today : draft.pickupDate || today;
    // The time beside the date while the date keeps 8rem, else under it: with 200 % text on a
    // phone the 7rem of the time left the date's label a sliver («Abhol-datum», «Ημερομηνί-α»).
    return (
      <div className="flex flex-wrap items-end gap-3 @4xl:col-span-2 @4xl:grid @4xl:grid-cols-2">
        <Field className="date-fit min-w-[min(8rem,100%)] flex-1 basis-0">
          <FieldLabel htmlFor={date.control.id} required>
            {s[`reservation.${which}Date`]}
          </FieldLabel>
          <input
            type="date"
            {...date.control}
            min={min}
            value={draft[`${which}Date`]}
            onChange={(e) =>
              update(
                which === 'pickup'
                  ? { pickupDate: e.target.value }
                  : { returnDate: e.target.value },
              )
            }
            className={control}
          />
        </Field>
        <SelectField
          className="w-28 max-w-full @4xl:w-auto"
          label={s[`reservation.${timeField}`]}
          field={wiring(timeField)}
          value={draft[timeField]}
          onChange={(t) => update(which === 'pickup' ? { pickupTime: t } : { returnTime: t })}
        >
          {timeOptions(draft[timeField]).map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
      </div>
    );
  };

  return (
    <div
      ref={rootRef}
      className={`@container text-left text-ink ${surface}${className ? ` ${className}` : ''}`}
      data-reservation-widget={variant}
    >
      <Heading id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {s['reservation.heading']}
      </Heading>
      <p className="mt-1 text-sm text-muted">{s['reservation.requiredNote']}</p>

      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself, as the booking search has always been exposed (a <search> wrapper would add an element around it) */}
      <form
        role="search"
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        data-reservation-search=""
        // A submit held before any code loaded opens a blank tab in the tap (client:interaction).
        {...{ [OPENS_TAB_ATTRIBUTE]: '' }}
        data-engine-lang={engineLang(lang)}
        data-preset-vehicle-type={vehicleType}
        data-preset-pickup-id={pickupId}
        className="mt-4 grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-4"
      >
        <fieldset className="min-w-0">
          <FieldLegend required>{s['reservation.vehicleType']}</FieldLegend>
          {/* One column in a narrow widget (enlarged text): three widened the page (audit 33c #16). */}
          <div className="grid grid-cols-[repeat(3,minmax(min-content,1fr))] gap-1 rounded-xl @max-[14rem]:grid-cols-1 border border-line bg-surface-2 p-1">
            {VEHICLE_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-1.5 text-center text-sm font-semibold text-ink transition-colors hover:bg-surface-3 has-checked:bg-brand has-checked:text-on-brand forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText] forced-colors:has-checked:forced-color-adjust-none has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
              >
                <input
                  type="radio"
                  name={id('vehicleType')}
                  value={type}
                  required
                  checked={draft.vehicleType === type}
                  onChange={() => update({ vehicleType: type })}
                  className="sr-only"
                />
                {s[`reservation.vehicleType.${type}`]}
              </label>
            ))}
          </div>
        </fieldset>

        <SelectField
          label={s['reservation.ageGroup']}
          field={wiring('ageGroupId')}
          value={draft.ageGroupId}
          onChange={(v) => update({ ageGroupId: Number(v) })}
        >
          {facts.ageGroups.map((g) => (
            <option key={g.id} value={g.id}>
              {interpolate(s['reservation.ageGroup.option'], { range: g.label })}
            </option>
          ))}
        </SelectField>

        <div className="grid min-w-0 gap-x-3 gap-y-2 @xl:col-span-2 @xl:grid-cols-2">
          <SelectField
            label={s['reservation.pickupLocation']}
            field={wiring('pickupId')}
            value={draft.pickupId}
            onChange={(v) => update({ pickupId: Number(v) })}
            className={
              draft.differentDropoff ? '@xl:col-start-1 @xl:row-start-1' : '@xl:col-span-2'
            }
          >
            {locationOptions}
          </SelectField>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink @xl:col-start-1 @xl:row-start-2">
            <input
              type="checkbox"
              name="differentDropoff"
              checked={draft.differentDropoff}
              onChange={(e) => update({ differentDropoff: e.target.checked })}
              className="size-5 shrink-0 cursor-pointer accent-brand"
            />
            {s['reservation.differentDropoff']}
          </label>
          {draft.differentDropoff && (
            <SelectField
              label={s['reservation.dropoffLocation']}
              field={wiring('returnId')}
              value={draft.returnId ?? draft.pickupId}
              onChange={(v) => update({ returnId: Number(v) })}
              className="@xl:col-start-2 @xl:row-start-1"
            >
              {locationOptions}
            </SelectField>
          )}
        </div>

        {dateTimePair('pickup')}
        {dateTimePair('return')}

        <div className="@xl:col-span-2 @4xl:col-span-4">
          <div className="flex flex-col @xl:flex-row @xl:items-start">
            <div
              ref={alertRef}
              id={errorId}
              role="alert"
              tabIndex={-1}
              className={
                message
                  ? 'mb-3 rounded-lg border border-accent bg-accent/10 px-3 py-2.5 text-sm font-semibold text-ink @xl:me-4 @xl:mb-0 @xl:flex-1'
                  : '@xl:flex-1'
              }
            >
              {message}
            </div>
            <button
              type="submit"
              className="btn-primary w-full @xl:ms-auto @xl:w-auto"
              aria-describedby={message ? errorId : undefined}
            >
              {s['reservation.search']}
              <span className="sr-only"> {s['reservation.newTab']}</span>
            </button>
          </div>
          <p role="status" className="text-sm text-muted">
            {openedUrl && (
              <span className="mt-3 block">
                {s['reservation.opened']}{' '}
                <a
                  href={openedUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
                >
                  {s['reservation.fallback']}
                  <span className="sr-only"> {s['reservation.newTab']}</span>
                </a>
                .
              </span>
            )}
          </p>
        </div>
      </form>
    </div>
  );
}
