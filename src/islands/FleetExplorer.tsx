/**
 * Fleet explorer island (docs/requirements.md, "Fleet page", "Vehicle list", "Error messages"): the
 * vehicle list with filters by category, type, transmission, price range (EUR per day) and minimum
 * seats, a sort choice, the vehicle count (announced), 'No vehicles found' with Clear Filters,
 * loading skeletons during a live refresh, and the error notice when no vehicle can be had at all.
 * On phones the filters sit in a panel that opens and closes, its button showing a badge with the
 * number of active filters.
 *
 * Data: the page passes the prerendered fleet (compact cards, from the configured source at
 * build time). When `live` is given (Supabase configured) the island refreshes the list from
 * Supabase in the browser (cached 5 minutes, one retry, `./fleet/live.ts`), so price changes show
 * without a rebuild; the Supabase client is imported dynamically only then.
 *
 * State: filters and sort live in `$fleetQuery` (`src/stores/fleet.ts`), bound to the URL
 * (`?category=…&type=…` preset the filters; every change is a history entry). Logic is in
 * `src/lib/fleet/` (filter, sort, URL); strings in `src/i18n/fleet.en.ts`.
 *
 * Server render = the full list grouped by category (the no-JavaScript page, and what a visitor
 * who only reads sees). `/fleet` mounts it with `client:interaction="?"`: hydrated on first use
 * (a first tap on a filter is kept), or as soon as idle when the URL carries a preset
 * (`?category=scooter`); with `client:idle` when the fleet is live (Supabase).
 */
import { useStore } from '@nanostores/react';
import { useHashTargetKept } from './fleet/useHashTargetKept';
import { useReservationDraft } from './useHydratedStore';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { FleetCard } from '../lib/fleet/compact';
import {
  activeFilterCount,
  filterVehicles,
  fleetSorts,
  sortVehiclesBy,
  type FleetFilters,
  type FleetSort,
} from '../lib/fleet/query';
import { queryFilters } from '../lib/fleet/url';
import { $fleetQuery, bindFleetUrl, clearFleetFilters, updateFleetQuery } from '../stores/fleet';
import { FilterPanel } from './fleet/FilterPanel';
import { countText, ft, setFleetLanguage, showText } from './fleet/format';
import type { FleetStrings } from '../locales/en/fleet';
import { CloseIcon, SlidersIcon } from './icons';
import { cachedLiveFleet, loadLiveFleet, type LiveFleetConfig } from './fleet/live';
import { Results, type ResultsState } from './fleet/Results';
import { QuoteDates, noPriceText, useToday } from './fleet/QuoteDates';
import { quoteForDates } from '../lib/pricing';
import { updateReservation } from '../stores/reservation';
import { formatDate } from '../i18n/format';
import { isLang } from '../i18n/routing';
import { livePictures } from '../lib/images/live';
import { useIslandReady } from './useIslandReady';
import { useTopNoted, WIDE_QUERY } from './fleet/useTopNoted';
import { defaultLang } from '../locales';
import { fieldControl } from '../components/ui/field-control';

/** Props of {@link FleetExplorer}. */
export interface FleetExplorerProps {
  /** The fleet prerendered from the configured source, as compact cards, in the table order. */
  vehicles: FleetCard[];
  /**
   * Supabase settings for the live refresh (all public: project URL, anon key, agency); absent
   * when the site uses the embedded fleet, and then nothing is fetched.
   */
  live?: LiveFleetConfig | undefined;
  /** The booking engine's page, linked from the error notice ("book directly"). */
  bookUrl: string;
  /**
   * Page language (docs/requirements.md, "Five languages"): price format and vehicle links; default
   * `en`.
   */
  lang?: string | undefined;
  /** The fleet strings in the page's language; missing keys stay English. */
  strings?: Partial<FleetStrings> | undefined;
}

/** Live refresh status: not configured / running / finished / failed. */
type LiveStatus = 'off' | 'loading' | 'done' | 'failed';

/** The fleet explorer island (default export). See {@link FleetExplorerProps}. */
export default function FleetExplorer({
  vehicles,
  live,
  bookUrl,
  lang = defaultLang,
  strings,
}: FleetExplorerProps): ReactNode {
  setFleetLanguage(lang, strings);
  const query = useStore($fleetQuery);
  const draft = useReservationDraft();
  const today = useToday();
  const [cards, setCards] = useState<readonly FleetCard[]>(vehicles);
  const [liveStatus, setLiveStatus] = useState<LiveStatus>('off');
  const [hydrated, setHydrated] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const uid = useId();
  const panelId = `${uid}-filters`;
  const headingId = `${uid}-filters-heading`;
  const sortId = `${uid}-sort`;
  const countRef = useRef<HTMLParagraphElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useIslandReady<HTMLDivElement>();
  const filtersRef = useTopNoted<HTMLElement>('--filters-top', WIDE_QUERY);
  // A link to a section (`/fleet#scooter`) stays on it while the stored dates price the cards.
  useHashTargetKept(`${cards.length} ${draft.pickupDate} ${draft.returnDate}`);

  // URL presets and history, once mounted (the server render is the unfiltered list).
  useEffect(() => {
    const unbind = bindFleetUrl();
    setHydrated(true);
    return unbind;
  }, []);

  // Live refresh from Supabase when configured.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetches again only when the service settings change, not on every new settings object or vehicles array of a render
  useEffect(() => {
    if (!live) return;
    const cached = cachedLiveFleet(live);
    if (cached) {
      if (cached.length > 0)
        setCards(
          livePictures(cached, vehicles, {
            projectUrl: live.url,
            transform: live.imageTransform ?? false,
          }),
        );
      setLiveStatus('done');
      return;
    }
    let cancelled = false;
    setLiveStatus('loading');
    loadLiveFleet(live)
      .then(({ cards: fresh }) => {
        if (cancelled) return;
        // An empty answer keeps the prerendered list (the build falls back the same way).
        if (fresh.length > 0)
          setCards(
            livePictures(fresh, vehicles, {
              projectUrl: live.url,
              transform: live.imageTransform ?? false,
            }),
          );
        setLiveStatus('done');
      })
      .catch(() => {
        // Already logged as 'Failed to fetch cars: …'; the prerendered list stays.
        if (!cancelled) setLiveStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [live?.url, live?.anonKey, live?.agency]);

  const filters = queryFilters(query);
  const active = activeFilterCount(filters);
  const shown = sortVehiclesBy(filterVehicles(cards, filters), query.sort);
  const refreshing = liveStatus === 'loading';
  const state: ResultsState =
    cards.length === 0 ? (refreshing ? 'loading' : 'error') : shown.length === 0 ? 'empty' : 'list';

  const focusCount = () => countRef.current?.focus();
  const change = (patch: Partial<FleetFilters>) => updateFleetQuery(patch);
  const clear = () => {
    clearFleetFilters();
    focusCount();
  };
  // Where focus goes once the phone's filter panel has closed. Moved after the closing render,
  // not before it: the panel sits above the list, so the count focused while the panel was still
  // open (and scrolled to there) ended far above the screen once the panel was gone.
  const [focusAfterClose, setFocusAfterClose] = useState<'toggle' | 'count' | null>(null);
  const closePanel = (focus: 'toggle' | 'count') => {
    setPanelOpen(false);
    setFocusAfterClose(focus);
  };
  useEffect(() => {
    if (panelOpen || !focusAfterClose) return;
    setFocusAfterClose(null);
    // focus() scrolls the element into view (below the sticky header: the page's scroll-padding).
    (focusAfterClose === 'toggle' ? toggleRef : countRef).current?.focus();
  }, [panelOpen, focusAfterClose]);
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && panelOpen) {
      event.stopPropagation();
      closePanel('toggle');
    }
  };

  // Price for the visitor's dates (docs/requirements.md): once both dates are known. One quote
  // object per vehicle for as long as the vehicles, the dates and the day stay the same, so that
  // a card (memoised: `CardSlot`, ./fleet/Results.tsx) is not rendered again for a change that is
  // not its own (a filter, the phone's panel).
  const sample = today ? quoteForDates(1, draft, today) : null;
  const priced = sample !== null;
  const quotes = useMemo(
    () =>
      priced
        ? new Map(cards.map((card) => [card.id, quoteForDates(card.price_per_day, draft, today)]))
        : null,
    [priced, cards, draft, today],
  );
  const quoteFor = quotes ? (card: FleetCard) => quotes.get(card.id) ?? null : undefined;
  const dayText = (iso: string) =>
    formatDate(new Date(`${iso}T00:00:00Z`), isLang(lang) ? lang : defaultLang);
  const count =
    state === 'loading' ? ft('fleet.loading') : countText(shown.length, cards.length, active > 0);

  return (
    <div
      ref={rootRef}
      className="container-page py-10 sm:py-12"
      data-fleet-explorer
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
        {/* From 1024 px the filters stay in view beside the cards, below the sticky header and
            above the floating WhatsApp button (`--floating-room`, as the page's
            scroll-padding-bottom): the button covered the last category chips (audit 33c #18).
            Before the panel sticks under the header, its room is the screen below its top
            (`--filters-top`, noted by useTopNoted); taller than its room, it scrolls on its own. */}
        <aside
          ref={filtersRef}
          className="mb-6 lg:sticky lg:top-[10rem] lg:mb-0 lg:max-h-[calc(100dvh-max(10rem,var(--filters-top,0px))-var(--floating-room))] lg:self-start lg:overflow-y-auto"
          aria-labelledby={headingId}
        >
          <button
            ref={toggleRef}
            type="button"
            className="btn-outline w-full lg:hidden"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            data-filter-toggle
          >
            <SlidersIcon className="size-5" />
            {ft('fleet.filters.toggle')}
            {active > 0 && (
              <>
                <span
                  className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-sm leading-6 font-bold text-on-accent"
                  aria-hidden="true"
                  data-filter-badge
                >
                  {active}
                </span>
                <span className="sr-only"> {ft('fleet.filters.active', { count: active })}</span>
              </>
            )}
          </button>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the filter panel closes it (keys bubble from its controls) */}
          <div
            id={panelId}
            className={`${panelOpen ? 'mt-4 block' : 'hidden'} card p-5 lg:mt-0 lg:block`}
            onKeyDown={onPanelKey}
            data-filter-panel
          >
            <div className="mb-5 flex items-center justify-between gap-3">
              <h2 id={headingId} className="text-lg font-bold">
                {ft('fleet.filters.heading')}
              </h2>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink lg:hidden"
                onClick={() => closePanel('toggle')}
                aria-label={ft('fleet.filters.close')}
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <FilterPanel
              query={query}
              cards={cards}
              onChange={change}
              onClear={clear}
              activeCount={active}
              headingId={headingId}
            />
            <button
              type="button"
              className="btn-brand mt-6 w-full lg:hidden"
              onClick={() => closePanel('count')}
            >
              {showText(shown.length)}
            </button>
          </div>
        </aside>

        <div className="min-w-0">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
            <p
              ref={countRef}
              tabIndex={-1}
              role="status"
              aria-live="polite"
              aria-atomic="true"
              className="text-lg font-bold"
              data-vehicle-count
            >
              {count}
            </p>
            {/* Full width on phones and a fixed width from `sm`: the row's layout must not depend on
                the <select>'s options, which stream in after the first paint (no layout shift).
                When the label and a 10rem select do not fit one row (320 px with 200 % text), the
                select goes below the label: «Sortieren nach» beside it pushed it 11 px past the
                screen's edge. */}
            <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 sm:w-auto sm:flex-nowrap">
              <label
                htmlFor={sortId}
                className="text-sm font-semibold text-muted sm:whitespace-nowrap"
              >
                {ft('fleet.sort')}
              </label>
              <select
                id={sortId}
                value={query.sort}
                onChange={(e) => updateFleetQuery({ sort: e.target.value as FleetSort })}
                className={`${fieldControl} min-h-11 min-w-0 flex-[1_1_10rem] py-2 sm:w-64 sm:flex-none`}
              >
                {fleetSorts.map((s) => (
                  <option key={s} value={s}>
                    {ft(`fleet.sort.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="mb-6 rounded-2xl bg-surface-2 p-4" data-fleet-dates>
            <QuoteDates />
            <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
              <p role="status" aria-live="polite" className="text-muted" data-fleet-dates-status>
                {sample
                  ? `${ft(sample.days === 1 ? 'quote.forDates.one' : 'quote.forDates', { days: sample.days, from: dayText(draft.pickupDate), to: dayText(draft.returnDate) })} ${ft('quote.final')}`
                  : noPriceText(draft, today)}
              </p>
              {(draft.pickupDate || draft.returnDate) && (
                <button
                  type="button"
                  className="min-h-11 font-semibold text-brand hover:underline"
                  onClick={() => updateReservation({ pickupDate: '', returnDate: '' })}
                >
                  {ft('quote.clear')}
                </button>
              )}
            </div>
          </div>
          {refreshing && state === 'list' && (
            <p
              className="-mt-3 mb-5 flex items-center gap-2 text-sm text-muted"
              data-fleet-refreshing
            >
              <span className="size-3 animate-pulse rounded-full bg-brand" aria-hidden="true" />
              {ft('fleet.refreshing')}
            </p>
          )}
          <div aria-busy={refreshing}>
            <Results
              state={state}
              cards={shown}
              sort={query.sort}
              pricesPending={refreshing}
              onClear={clear}
              bookUrl={bookUrl}
              quoteFor={quoteFor}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
