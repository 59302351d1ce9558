/**
 * "What's included" (docs/requirements.md, "What's included"; data in `src/lib/included.ts`):
 * one component for every place that shows it —
 * - `variant="full"` on every vehicle page and the category landing pages: two lists, what the
 *   daily price covers and what it does not (extras with their daily price, the card hold, the
 *   refuelling and airport drop-off fees), figures formatted with the page's `Intl` formatter;
 * - `variant="compact"` on the fleet cards: the first three inclusions on one line.
 *
 * Rendered to static HTML by Astro (`src/components/WhatsIncluded.astro`) and inside the fleet
 * island's cards; no state, no JavaScript of its own. Strings: `included.*` in
 * `src/i18n/fleet.*.ts`, through the fleet island's {@link ft} (its language set by
 * `setFleetLanguage`).
 */
import type { ReactNode } from 'react';
import {
  COMPACT_INCLUDED,
  whatsIncluded,
  type IncludedKind,
  type IncludedLine,
} from '../../lib/included';
import type { FleetKey } from '../../locales/en/fleet';
import { ft, formatPrice } from './format';
import { CheckIcon, PlusCircleIcon } from '../icons';

/** Props of {@link WhatsIncluded}. */
export interface WhatsIncludedProps {
  /** The vehicle kind (`includedKindOf(vehicle)`): cars add the child seat, GPS and snow chains. */
  kind: IncludedKind;
  /** `full` (two lists with a heading each) or `compact` (one line, for cards). Default `full`. */
  variant?: 'full' | 'compact' | undefined;
  /** Level of the two list headings in the full variant (default 3). */
  headingLevel?: 2 | 3 | undefined;
}

/** A line's text: its string with the EUR amounts formatted for the page's language. */
function lineText(l: IncludedLine): string {
  const vars: Record<string, string | number> = { ...l.values };
  for (const [name, eur] of Object.entries(l.eur)) vars[name] = formatPrice(eur);
  return ft(`included.${l.id}` as FleetKey, vars);
}

/** The component (see {@link WhatsIncludedProps}). */
export function WhatsIncluded({
  kind,
  variant = 'full',
  headingLevel = 3,
}: WhatsIncludedProps): ReactNode {
  if (variant === 'compact') {
    return (
      <ul
        className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold text-ok sm:text-sm"
        data-included="compact"
      >
        {COMPACT_INCLUDED.map((id) => (
          // The icon inline before the words: beside it, a narrow card cut «Unbegrenzte».
          <li key={id}>
            <CheckIcon className="me-1 inline size-4 align-[-0.2em]" />
            {ft(`included.compact.${id}` as FleetKey)}
          </li>
        ))}
      </ul>
    );
  }
  const { included, notIncluded } = whatsIncluded(kind);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Each line's icon beside its text, unless the list is narrower than 18rem (a phone with
  // enlarged text): there the icon is inline before the first word, which goes to the next line
  // whole when it does not fit beside it. As a column beside the icon, with 200 % text the text
  // cut «Kartenreservierung», «ανεφοδιασμού», «supplémentaire» mid-word.
  const line = 'flex gap-2 leading-relaxed @max-[18rem]:block';
  const icon =
    'mt-0.5 size-5 shrink-0 @max-[18rem]:me-2 @max-[18rem]:inline @max-[18rem]:align-[-0.25em]';
  return (
    <div className="grid gap-6 md:grid-cols-2" data-included="full" data-included-kind={kind}>
      <div>
        <Heading className="text-lg font-bold">{ft('included.heading')}</Heading>
        <ul className="@container mt-3 grid gap-2">
          {included.map((l) => (
            <li key={l.id} className={line} data-included-item={l.id}>
              <CheckIcon className={`${icon} text-ok`} />
              <span className="min-w-0">{lineText(l)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Heading className="text-lg font-bold">{ft('included.notHeading')}</Heading>
        <ul className="@container mt-3 grid gap-2">
          {notIncluded.map((l) => (
            <li key={l.id} className={`${line} text-muted`} data-not-included-item={l.id}>
              <PlusCircleIcon className={icon} />
              <span className="min-w-0">{lineText(l)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
