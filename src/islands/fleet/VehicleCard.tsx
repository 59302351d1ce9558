/**
 * A vehicle card (the fleet list and the vehicle page's similar vehicles; docs/requirements.md,
 * "Fleet page", "Vehicle page"): image with the 'Image unavailable' fallback (docs/requirements.md,
 * "Error messages"), category, name linking to `/fleet/{id}`, seats, transmission, engine, daily
 * rate in EUR.
 *
 * One markup for both uses: the fleet island renders it (hydrated), and
 * `src/components/VehicleCard.astro` renders it to static HTML (no JavaScript of its own; the page's
 * `initImageFallbacks` script handles a failed image through the `data-image-*` attributes).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FleetCard } from '../../lib/fleet/compact';
import { includedKindOf } from '../../lib/included';
import { licenceVehicleOf } from '../../lib/licence-table';
import { facts } from '../../config/facts';
import type { Quote } from '../../lib/pricing';
import { ft, formatPrice, vehiclePath } from './format';
import { FuelIcon, KeyIcon, LicenceIcon, NoImageIcon, UsersIcon } from '../icons';
import { WhatsIncluded } from './WhatsIncluded';
import { QuoteBreakdown } from './QuoteBreakdown';

/** Props of {@link VehicleCard}. */
export interface VehicleCardProps {
  /** The vehicle (compact card fields; `picture`, when present, is its photo, else `image` its illustration or URL). */
  card: FleetCard;
  /** Level of the vehicle name's heading (default 3: under a category or section h2). */
  headingLevel?: 2 | 3 | undefined;
  /** While a live price refresh runs: the price shows as a loading skeleton. */
  pricePending?: boolean | undefined;
  /** Load the image eagerly (first cards above the fold). Default lazy. */
  eager?: boolean | undefined;
  /**
   * The price for the visitor's dates (`quote()` of `src/lib/pricing.ts`), when the fleet page
   * knows them: shown as 'N days from €X' under the daily rate, the breakdown one tap away.
   */
  quote?: Quote | null | undefined;
}

/** The card (see {@link VehicleCardProps}). */
export function VehicleCard({
  card,
  headingLevel = 3,
  pricePending = false,
  eager = false,
  quote = null,
}: VehicleCardProps): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const licence = card.type === 'Car' ? null : licenceVehicleOf(card);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // On a new image, start over; an image that failed before hydration fired its `error` event
  // before React listened, so check it once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the card's image changes (the element stays)
  useEffect(() => {
    const el = img.current;
    setFailed(Boolean(el?.complete && el.naturalWidth === 0 && el.currentSrc));
  }, [card.image, card.picture?.src]);

  /** What the photo and the illustration share: loading, the fallback on error. */
  const shared = {
    ref: img,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    className: 'size-full object-cover',
    hidden: failed,
    onError: () => setFailed(true),
    'data-fallback-image': true,
  };

  // On a phone the photo is beside the text, unless the card is narrower than 17rem (a size that
  // grows with the text: with 200 % text on a phone the text column beside the photo was 59 px and
  // cut «Citroen», «Manual», «insurance» mid-word): then it is above it, as from `sm`.
  return (
    <div className="@container h-full">
      <article
        className="card group relative flex h-full flex-row overflow-hidden @max-[17rem]:flex-col sm:flex-col"
        data-vehicle={card.id}
      >
        <div
          className="relative my-3 ms-3 aspect-[8/5] w-[42%] shrink-0 self-start overflow-hidden rounded-xl bg-surface-2 @max-[17rem]:m-0 @max-[17rem]:w-full @max-[17rem]:self-auto @max-[17rem]:rounded-none sm:m-0 sm:w-full sm:self-auto sm:rounded-none"
          data-image-box
        >
          {card.picture ? (
            <picture className="contents">
              {card.picture.sources.map((source) => (
                <source
                  key={source.type}
                  type={source.type}
                  srcSet={source.srcset}
                  sizes={card.picture?.sizes}
                />
              ))}
              <img
                {...shared}
                src={card.picture.src}
                alt={card.picture.alt}
                width={card.picture.width}
                height={card.picture.height}
                srcSet={card.picture.srcset}
                sizes={
                  card.picture.sources.length || card.picture.srcset
                    ? card.picture.sizes
                    : undefined
                }
                data-photo
              />
            </picture>
          ) : (
            <img
              {...shared}
              src={card.image}
              alt={ft('vehicle.imageAlt', { name: card.name })}
              width={800}
              height={500}
            />
          )}
          <p
            className={`absolute inset-0 items-center justify-center gap-2 p-2 text-center text-sm text-muted sm:text-base ${failed ? 'flex' : 'hidden'}`}
            data-image-unavailable
          >
            <NoImageIcon className="size-6" />
            {ft('fleet.imageUnavailable')}
          </p>
        </div>
        {/* A word longer than the column breaks, and the price's 'per day' goes under the price
          when it does not fit beside it (rather than wrapping in a sliver beside it), so the card
          fits a 320 px phone with 200 % text: the features and 'pro Tag' reached 45 px past the
          screen. A narrow card (the photo above) has less padding, and the features' icons are
          inline before their words: there «KLEINWAGEN» was as wide as the column and cut
          («KLEINWAGE-N»), and the column beside an icon cut «Automatique», «Unbegrenzte». */}
        <div className="flex min-w-0 flex-1 flex-col p-4 wrap-anywhere @max-[17rem]:p-3 sm:p-5">
          <p className="text-xs font-bold uppercase tracking-wider text-brand sm:text-sm">
            {ft(`fleet.category.${card.category}`)}
          </p>
          <Heading className="mt-1 text-base leading-snug font-bold sm:text-lg">
            <a
              href={vehiclePath(card.id)}
              className="after:absolute after:inset-0 hover:text-brand"
            >
              {card.name}
            </a>
          </Heading>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted sm:mt-3 sm:gap-x-4">
            <li>
              <UsersIcon className="me-1 inline size-4 align-[-0.2em]" />
              {ft('fleet.seats', { seats: card.seats })}
            </li>
            <li>
              <KeyIcon className="me-1 inline size-4 align-[-0.2em]" />
              {ft(`fleet.transmission.${card.transmission}`)}
            </li>
            <li>
              <FuelIcon className="me-1 inline size-4 align-[-0.2em]" />
              {card.engine_size}
            </li>
          </ul>
          <WhatsIncluded kind={includedKindOf(card)} variant="compact" />
          {licence && licence !== 'car' && (
            // The icon inline with the text: a word that does not fit beside it goes to the next
            // line («Autoführerschein» was cut beside it at 320 px).
            <p className="mt-1 text-xs text-muted sm:text-sm" data-licence-needed={licence}>
              <LicenceIcon className="me-1 inline size-4 align-[-0.2em]" />
              {ft(`fleet.licence.${licence}`, { age: facts.ages.atvMinimum })}
            </p>
          )}
          <p
            className="mt-auto flex flex-wrap items-baseline gap-x-1 pt-3 sm:pt-4"
            data-price={card.price_per_day}
          >
            {pricePending ? (
              <span
                className="inline-block h-7 w-16 animate-pulse rounded-md bg-surface-3"
                aria-hidden="true"
                data-price-skeleton
              />
            ) : (
              <span className="text-xl font-extrabold text-ink sm:text-2xl">
                {formatPrice(card.price_per_day)}
              </span>
            )}
            <span className="text-sm text-muted">{ft('fleet.perDay')}</span>
          </p>
          {quote && !pricePending && (
            <QuoteBreakdown quote={quote} pricePerDay={card.price_per_day} compact />
          )}
        </div>
      </article>
    </div>
  );
}

/** A placeholder card while vehicles load (decorative; the count line announces the loading). */
export function VehicleCardSkeleton(): ReactNode {
  return (
    <div
      className="card flex h-full flex-row overflow-hidden sm:flex-col"
      aria-hidden="true"
      data-skeleton
    >
      <div className="my-3 ms-3 aspect-[8/5] w-[42%] shrink-0 animate-pulse self-start rounded-xl bg-surface-3 sm:m-0 sm:w-full sm:rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="h-4 w-20 animate-pulse rounded bg-surface-3" />
        <div className="h-5 w-40 animate-pulse rounded bg-surface-3" />
        <div className="h-4 w-32 animate-pulse rounded bg-surface-3 sm:w-48" />
        <div className="mt-4 h-7 w-24 animate-pulse rounded bg-surface-3" />
      </div>
    </div>
  );
}
