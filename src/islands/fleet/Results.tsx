/**
 * The fleet list's states (docs/requirements.md, "Fleet page"):
 * - list: grouped by category (headings and category text, the no-JavaScript page) for the default
 *   sort, a single grid for the other sorts;
 * - loading: skeleton cards while a live refresh runs and nothing is shown yet;
 * - empty: 'No vehicles found' with Clear Filters (docs/requirements.md, "Error messages");
 * - error: the notice that the cars table is missing or not connected, with a link to book
 *   directly (docs/requirements.md, "Error messages"), when no vehicle can be had at all.
 *
 * Each card is a `<Suspense>` boundary of its own (nothing in it suspends): React hydrates the
 * rest of the explorer first (filters, count, sort: a first tap needs those), then the cards one
 * by one when the browser has time, and a card that a filter removes before its turn is dropped
 * without ever being hydrated (docs/first-paint.md, "First taps": a tap that landed while React
 * was hydrating all 44 cards at once waited for the whole list). The server renders the
 * boundaries in place (`experimentalDisableStreaming` in astro.config.mjs).
 */
import { memo, Suspense, type ReactNode } from 'react';
import type { FleetCard } from '../../lib/fleet/compact';
import { vehicleCategories } from '../../lib/fleet/constants';
import type { FleetSort } from '../../lib/fleet/query';
import { ft } from './format';
import { AlertIcon } from '../icons';
import { VehicleCard, VehicleCardSkeleton, type VehicleCardProps } from './VehicleCard';
import type { Quote } from '../../lib/pricing';

/** What the list shows. */
export type ResultsState = 'list' | 'loading' | 'empty' | 'error';

/** Props of {@link Results}. */
export interface ResultsProps {
  /** Which state to show. */
  state: ResultsState;
  /** The vehicles to list, already filtered and sorted (state `list`). */
  cards: readonly FleetCard[];
  /** The sort choice: `category` lists by category group. */
  sort: FleetSort;
  /** Prices are being refreshed: price skeletons on the cards. */
  pricesPending: boolean;
  /** Clear Filters (state `empty`). */
  onClear: () => void;
  /** The booking engine's page for the error notice's "Book directly" link. */
  bookUrl: string;
  /**
   * The price of a vehicle for the visitor's dates (`quoteForDates`), or null per card; absent
   * when no dates are known (docs/requirements.md, "Price for your dates").
   */
  quoteFor?: ((card: FleetCard) => Quote | null) | undefined;
}

const grid = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/**
 * One card as a `<Suspense>` boundary of its own (see the module comment), memoised: a render of
 * the list that gives a card the same props leaves its boundary alone, so a card not hydrated
 * yet stays so until its turn. (Given new props, an unhydrated boundary is hydrated at once, at
 * the update's priority: the explorer's render right after hydration, which sets nothing a card
 * shows, hydrated all 44 in one long task.) The props are the vehicle's own object and values,
 * and its quote, which the explorer keeps per vehicle.
 */
const CardSlot = memo(function CardSlot(props: VehicleCardProps): ReactNode {
  return (
    <Suspense>
      <VehicleCard {...props} />
    </Suspense>
  );
});

/** The list area (see {@link ResultsProps}). */
export function Results({
  state,
  cards,
  sort,
  pricesPending,
  onClear,
  bookUrl,
  quoteFor,
}: ResultsProps): ReactNode {
  if (state === 'error') {
    return (
      <section
        className="card border-accent p-6 sm:p-8"
        aria-labelledby="fleet-error-heading"
        data-fleet-error
      >
        <AlertIcon className="size-8 text-accent" />
        <h2 id="fleet-error-heading" className="mt-3 text-xl font-bold">
          {ft('fleet.error.heading')}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{ft('fleet.error.text')}</p>
        <a href={bookUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-5">
          {ft('fleet.error.book')}
          <span className="sr-only"> {ft('fleet.newTab')}</span>
        </a>
      </section>
    );
  }
  if (state === 'loading') {
    return (
      <ul className={grid} aria-hidden="true" data-fleet-loading>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: six identical placeholders, never reordered
          <li key={i}>
            <VehicleCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (state === 'empty') {
    return (
      <section
        className="rounded-2xl border border-dashed border-line bg-surface-2 px-6 py-12 text-center"
        aria-labelledby="fleet-empty-heading"
        data-fleet-empty
      >
        <h2 id="fleet-empty-heading" className="text-xl font-bold">
          {ft('fleet.empty.heading')}
        </h2>
        <p className="mx-auto mt-2 max-w-md text-muted">{ft('fleet.empty.text')}</p>
        <button type="button" onClick={onClear} className="btn-brand mt-5">
          {ft('fleet.clear')}
        </button>
      </section>
    );
  }
  if (sort !== 'category') {
    return (
      <section aria-labelledby="fleet-results-heading">
        <h2 id="fleet-results-heading" className="sr-only">
          {ft('fleet.results')}
        </h2>
        <ul className={grid} data-fleet-list>
          {cards.map((card, i) => (
            <li key={card.id}>
              <CardSlot
                card={card}
                pricePending={pricesPending}
                eager={i < 3}
                quote={quoteFor?.(card)}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const groups = vehicleCategories
    .map((category) => ({ category, cards: cards.filter((c) => c.category === category) }))
    .filter((g) => g.cards.length > 0);
  let index = 0;
  return (
    <div data-fleet-list>
      {/* Categories after the first are laid out only when scrolled near (content-visibility:
          auto; the size is remembered once seen): less main-thread work while a phone loads the
          whole fleet (docs/requirements.md, "Speed, accessibility and security"). They stay in
          the accessibility tree and in find-in-page. */}
      {groups.map((g, i) => (
        <section
          key={g.category}
          id={g.category}
          className={`mb-12 scroll-mt-4 last:mb-0${i > 0 ? ' below-fold below-fold-tall' : ''}`}
          aria-labelledby={`${g.category}-heading`}
        >
          <h2 id={`${g.category}-heading`} className="text-2xl font-extrabold">
            {ft(`fleet.category.${g.category}`)}
          </h2>
          <p className="mt-2 mb-5 max-w-3xl text-muted">{ft(`fleet.about.${g.category}`)}</p>
          <ul className={grid}>
            {g.cards.map((card) => (
              <li key={card.id}>
                <CardSlot
                  card={card}
                  pricePending={pricesPending}
                  eager={index++ < 3}
                  quote={quoteFor?.(card)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
