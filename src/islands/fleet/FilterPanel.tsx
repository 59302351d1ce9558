/**
 * The fleet filters (docs/requirements.md, "Fleet page": category, type, transmission; the data
 * call's price range and minimum seats, docs/requirements.md, "Vehicle list"): radio chips for
 * category, type and transmission, selects for the price range (EUR per day) and minimum seats, and
 * Clear Filters.
 *
 * Category and type also accept several values from the URL (`?category=economy,family`, e.g.
 * the chat's "do you have a jeep or an SUV?"): the group then shows that combination as one
 * chosen chip ("Economy + Family"); a tap on another chip chooses that one alone.
 *
 * Only values present in the fleet are offered (no "Luxury" chip without a luxury vehicle), plus
 * any value the URL asked for, so a shared link always shows what it filters on.
 */
import { useId, type ReactNode } from 'react';
import type { FleetCard } from '../../lib/fleet/compact';
import { transmissions, vehicleCategories, vehicleTypes } from '../../lib/fleet/constants';
import { filterValues, type FleetFilters } from '../../lib/fleet/query';
import type { FleetQuery } from '../../lib/fleet/url';
import { ft, formatPrice } from './format';
import { fieldControl } from '../../components/ui/field-control';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /** The current filters and sort. */
  query: FleetQuery;
  /** The whole fleet (the options are derived from it). */
  cards: readonly FleetCard[];
  /** Changes filters; a key set to `undefined` removes that filter. */
  onChange: (patch: Partial<FleetFilters>) => void;
  /** Clear Filters. */
  onClear: () => void;
  /** How many filter groups are active (0 hides Clear Filters). */
  activeCount: number;
  /** `id` of the heading that names the panel. */
  headingId: string;
}

const chip =
  'flex min-h-10 cursor-pointer items-center rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-semibold text-ink transition-colors ' +
  'hover:border-brand has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand ' +
  // Forced colours keep no fill: the system's own selected colours say which is chosen.
  'forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText] forced-colors:has-checked:forced-color-adjust-none ' +
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand';
const legend = 'mb-2 text-sm font-bold text-ink';
const control = `${fieldControl} min-h-11 py-2`;

/** Radio chips with an "All"/"Any" choice first, and the URL's combination when it names several values. */
function ChipGroup<T extends string>({
  name,
  label,
  allLabel,
  values,
  value,
  labelOf,
  onSelect,
}: {
  name: string;
  label: string;
  allLabel: string;
  values: readonly T[];
  /** The chosen value, or several (from the URL). */
  value: T | readonly T[] | undefined;
  labelOf: (v: T) => string;
  onSelect: (v: T | undefined) => void;
}): ReactNode {
  const chosen = filterValues(value);
  const single = chosen.length === 1 ? chosen[0] : undefined;
  const options: (T | undefined)[] = [undefined, ...values];
  return (
    <fieldset className="min-w-0">
      <legend className={legend}>{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option ?? ''} className={chip}>
            <input
              type="radio"
              name={name}
              value={option ?? ''}
              checked={option === undefined ? chosen.length === 0 : single === option}
              onChange={() => onSelect(option)}
              className="sr-only"
            />
            {option === undefined ? allLabel : labelOf(option)}
          </label>
        ))}
        {chosen.length > 1 && (
          <label className={chip} data-filter-combination>
            <input
              type="radio"
              name={name}
              value={chosen.join(',')}
              checked
              readOnly
              className="sr-only"
            />
            {chosen.map(labelOf).join(' + ')}
          </label>
        )}
      </div>
    </fieldset>
  );
}

/** Price steps for the range selects: every 10 EUR from the cheapest to the dearest vehicle. */
export function priceSteps(
  cards: readonly FleetCard[],
  extra: readonly (number | undefined)[] = [],
): number[] {
  const prices = cards.map((c) => c.price_per_day);
  const steps = new Set<number>();
  if (prices.length > 0) {
    const low = Math.floor(Math.min(...prices) / 10) * 10;
    const high = Math.ceil(Math.max(...prices) / 10) * 10;
    for (let p = Math.max(low, 10); p <= high; p += 10) steps.add(p);
  }
  for (const p of extra) if (p !== undefined) steps.add(p);
  return [...steps].sort((a, b) => a - b);
}

/** Minimum-seat choices: the fleet's seat counts above the smallest (`2+`, `4+`, `5+`, `7+`). */
export function seatSteps(cards: readonly FleetCard[], extra?: number): number[] {
  const seats = new Set(cards.map((c) => c.seats));
  const smallest = Math.min(...seats);
  const steps = [...seats].filter((s) => s > smallest);
  if (extra !== undefined && !steps.includes(extra)) steps.push(extra);
  return steps.sort((a, b) => a - b);
}

/** The filter form (see {@link FilterPanelProps}). */
export function FilterPanel({
  query,
  cards,
  onChange,
  onClear,
  activeCount,
  headingId,
}: FilterPanelProps): ReactNode {
  const uid = useId();
  const present = <T extends string>(
    all: readonly T[],
    key: 'category' | 'type' | 'transmission',
    wanted: readonly T[],
  ) => all.filter((v) => wanted.includes(v) || cards.some((c) => c[key] === v));
  const chosenCategories = filterValues(query.category);
  const chosenTypes = filterValues(query.type);
  const categories = present(vehicleCategories, 'category', chosenCategories);
  const types = present(vehicleTypes, 'type', chosenTypes);
  const gearboxes = present(
    transmissions,
    'transmission',
    query.transmission ? [query.transmission] : [],
  );
  const prices = priceSteps(cards, [query.minPrice, query.maxPrice]);
  const seats = seatSteps(cards, query.minSeats);
  const number = (raw: string) => (raw === '' ? undefined : Number(raw));

  return (
    // A group, not a <form>: every change applies at once, there is nothing to submit.
    // biome-ignore lint/a11y/useSemanticElements: labelled by the panel's heading; a fieldset would need a legend and reset its box model
    <div role="group" aria-labelledby={headingId} className="grid gap-6" data-fleet-filters>
      <ChipGroup
        name={`${uid}-category`}
        label={ft('fleet.filter.category')}
        allLabel={ft('fleet.filter.all')}
        values={categories}
        value={query.category}
        labelOf={(c) => ft(`fleet.category.${c}`)}
        onSelect={(category) => onChange({ category })}
      />
      <ChipGroup
        name={`${uid}-type`}
        label={ft('fleet.filter.type')}
        allLabel={ft('fleet.filter.all')}
        values={types}
        value={query.type}
        labelOf={(t) => ft(`fleet.type.${t}`)}
        onSelect={(type) => onChange({ type })}
      />
      <ChipGroup
        name={`${uid}-transmission`}
        label={ft('fleet.filter.transmission')}
        allLabel={ft('fleet.filter.any')}
        values={gearboxes}
        value={query.transmission}
        labelOf={(t) => ft(`fleet.transmission.${t}`)}
        onSelect={(transmission) => onChange({ transmission })}
      />
      <fieldset className="min-w-0">
        <legend className={legend}>{ft('fleet.filter.price')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="min-w-0">
            <label htmlFor={`${uid}-min`} className="mb-1 block text-sm text-muted">
              {ft('fleet.filter.minPrice')}
            </label>
            <select
              id={`${uid}-min`}
              className={control}
              value={query.minPrice ?? ''}
              onChange={(e) => onChange({ minPrice: number(e.target.value) })}
            >
              <option value="">{ft('fleet.filter.any')}</option>
              {prices.map((p) => (
                <option
                  key={p}
                  value={p}
                  disabled={query.maxPrice !== undefined && p > query.maxPrice}
                >
                  {formatPrice(p)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={`${uid}-max`} className="mb-1 block text-sm text-muted">
              {ft('fleet.filter.maxPrice')}
            </label>
            <select
              id={`${uid}-max`}
              className={control}
              value={query.maxPrice ?? ''}
              onChange={(e) => onChange({ maxPrice: number(e.target.value) })}
            >
              <option value="">{ft('fleet.filter.any')}</option>
              {prices.map((p) => (
                <option
                  key={p}
                  value={p}
                  disabled={query.minPrice !== undefined && p < query.minPrice}
                >
                  {formatPrice(p)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <div className="min-w-0">
        <label htmlFor={`${uid}-seats`} className={`block ${legend}`}>
          {ft('fleet.filter.seats')}
        </label>
        <select
          id={`${uid}-seats`}
          className={control}
          value={query.minSeats ?? ''}
          onChange={(e) => onChange({ minSeats: number(e.target.value) })}
        >
          <option value="">{ft('fleet.filter.any')}</option>
          {seats.map((s) => (
            <option key={s} value={s}>
              {ft('fleet.filter.seatsOption', { seats: s })}
            </option>
          ))}
        </select>
      </div>
      {activeCount > 0 && (
        <button
          type="button"
          onClick={onClear}
          className="btn-outline justify-self-start"
          data-clear-filters
        >
          {ft('fleet.clear')}
        </button>
      )}
    </div>
  );
}
