/**
 * The section registry: the component that renders each section kind of the content schema
 * (`PageSection['kind']` in `src/content.config.ts`). `../Section.astro` draws the frame (heading,
 * intro, background) and renders the kind's component inside it. A new kind needs its schema,
 * its component here, and nothing else; `tests/unit/sections-registry.test.ts` checks that every
 * kind of the schema has one.
 */
import AssistantPromo from './AssistantPromo.astro';
import Cards from './Cards.astro';
import Clauses from './Clauses.astro';
import Comparison from './Comparison.astro';
import ContactBlock from './ContactBlock.astro';
import DriveTimes from './DriveTimes.astro';
import Features from './Features.astro';
import Gallery from './Gallery.astro';
import IncludedSection from './IncludedSection.astro';
import LicenceCheckSection from './LicenceCheckSection.astro';
import Links from './Links.astro';
import PickupMapSection from './PickupMapSection.astro';
import Places from './Places.astro';
import Prices from './Prices.astro';
import Prose from './Prose.astro';
import Reviews from './Reviews.astro';
import Routes from './Routes.astro';
import Stats from './Stats.astro';
import Steps from './Steps.astro';
import type { SectionKind, SectionProps } from './types';

export type { SectionKind } from './types';

/** Section kind → its component (each takes {@link SectionProps} of its kind). */
export const sectionComponents = {
  features: Features,
  steps: Steps,
  driveTimes: DriveTimes,
  places: Places,
  routes: Routes,
  prices: Prices,
  links: Links,
  cards: Cards,
  gallery: Gallery,
  reviews: Reviews,
  comparison: Comparison,
  prose: Prose,
  stats: Stats,
  clauses: Clauses,
  assistantPromo: AssistantPromo,
  contactBlock: ContactBlock,
  licenceCheck: LicenceCheckSection,
  pickupMap: PickupMapSection,
  included: IncludedSection,
} as const satisfies { [K in SectionKind]: (props: SectionProps<K>) => unknown };
