/**
 * The parts of Astro's content loader API (`Loader`, `LoaderContext` of `astro/loaders`) that the
 * fleet and blog loaders use, written once so both stay Astro-free and unit-tested without Astro:
 * Astro's own context and loaders (`file()`, `glob()`) fit these shapes.
 */

/** An entry as a loader stores it: id, data, and a digest to skip unchanged entries. */
export interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

/** The context methods both loaders use: validation, digests and the build's logger. */
export interface LoaderContextBase {
  /** Validates an entry's data against the collection's schema (throws on invalid data). */
  parseData(props: { id: string; data: Record<string, unknown> }): Promise<Record<string, unknown>>;
  /** A stable digest of an entry's data. */
  generateDigest(data: Record<string, unknown> | string): string;
  logger: {
    info(message: string): void;
    warn(message: string): void;
    error(message: string): void;
  };
}

/** A loader as Astro runs it: a name and `load(context)`. */
export interface CollectionLoader<C> {
  name: string;
  load(context: C): Promise<void>;
}
