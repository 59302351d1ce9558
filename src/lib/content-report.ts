/**
 * Report mode of the content collections, used by the editors' content check
 * (`npm run check:content`, see docs/editing.md).
 *
 * A normal build stops at the first content entry that fails its schema. The content check wants
 * every problem at once, with the file and line of each, and wants the rest of the site built so
 * that links, images and spelling can be checked too. With `CONTENT_CHECK_REPORT` set to a file
 * path, a loader wrapped by {@link reportInvalidEntries} therefore appends each invalid entry to
 * that file (one JSON {@link InvalidEntryRecord} per line) and leaves the entry out of the
 * collection instead of throwing. Pages of other languages fall back to the English entry
 * (`src/i18n/content.ts`); a missing English entry still fails the build, which the check then
 * reports as well.
 *
 * Without `CONTENT_CHECK_REPORT` the loader is returned unchanged: builds stop on bad content as
 * before.
 */
import { appendFileSync } from 'node:fs';

/** One entry that failed its schema (or its `{{fact}}` placeholders), as written to the report file. */
export interface InvalidEntryRecord {
  /** Collection name, e.g. `blog`. */
  collection: string;
  /** Entry id, e.g. `fr/best-beaches-paros-accessible-car` or a vehicle id. */
  id: string;
  /** Absolute path of the source file, when the loader gave one. */
  file?: string | undefined;
  /**
   * The error's text. Schema errors are Astro's `InvalidContentEntryDataError` message: one line
   * per issue, `**dotted.path**: what is wrong`.
   */
  message: string;
}

/** The parts of Astro's loader context this wrapper touches. */
interface ReportableContext {
  collection: string;
  parseData: (props: {
    id: string;
    data: Record<string, unknown>;
    filePath?: string;
  }) => Promise<Record<string, unknown>>;
  store: {
    set: (entry: { id: string } & Record<string, unknown>) => unknown;
    delete: (id: string) => void;
  };
}

/** Any loader whose `load` receives a context like Astro's (Astro's `glob()` and `file()` fit). */
interface ReportableLoader<C extends ReportableContext> {
  name: string;
  load: (context: C) => Promise<void>;
}

/**
 * Wraps a collection loader so that, in report mode, invalid entries are recorded and skipped.
 *
 * @param loader a loader such as `glob(…)` or `file(…)`; it must call `context.parseData` for each
 *   entry and then `context.store.set` (Astro's loaders do)
 * @param reportFile where to append records; default `process.env.CONTENT_CHECK_REPORT`. Empty:
 *   the loader is returned as it is.
 * @returns the loader, or a wrapper with the same name whose parse errors are appended to
 *   `reportFile` as JSON lines; the entry is then deleted from the store rather than set.
 */
export function reportInvalidEntries<L extends ReportableLoader<never>>(
  loader: L,
  reportFile = process.env.CONTENT_CHECK_REPORT,
): L {
  if (!reportFile) return loader;
  const load = loader.load.bind(loader) as (context: ReportableContext) => Promise<void>;
  const wrapped: ReportableLoader<ReportableContext> = {
    ...loader,
    name: loader.name,
    async load(context) {
      const skipped = new Set<string>();
      const store = new Proxy(context.store, {
        get(target, property) {
          if (property === 'set') {
            return (entry: { id: string }) => {
              if (!skipped.has(entry.id)) return target.set(entry);
              target.delete(entry.id);
              return false;
            };
          }
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function'
            ? (value as (...a: unknown[]) => unknown).bind(target)
            : value;
        },
      });
      const parseData: ReportableContext['parseData'] = async (props) => {
        try {
          const data = await context.parseData(props);
          skipped.delete(props.id);
          return data;
        } catch (error) {
          skipped.add(props.id);
          const record: InvalidEntryRecord = {
            collection: context.collection,
            id: props.id,
            file: props.filePath,
            message: error instanceof Error ? error.message : String(error),
          };
          appendFileSync(reportFile, `${JSON.stringify(record)}\n`);
          return props.data;
        }
      };
      return load({ ...context, store, parseData });
    },
  };
  return wrapped as unknown as L;
}
