/**
 * The props every section component shares (one component per section kind in this folder,
 * registered in `./index.ts`; the kinds and their fields are the `PageSection` schema of
 * `src/content.config.ts`).
 */
import type { PageSection } from '../../content.config';

/** A section kind: `features`, `steps`, … */
export type SectionKind = PageSection['kind'];

/** The validated section of one kind. */
export type SectionOf<K extends SectionKind> = Extract<PageSection, { kind: K }>;

/** Props of a section component: its section and the id of the section's `<h2>` (for `aria-labelledby` and unique ids). */
export interface SectionProps<K extends SectionKind> {
  section: SectionOf<K>;
  headingId: string;
}
