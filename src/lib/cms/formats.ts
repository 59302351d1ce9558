/**
 * How the content editor (Decap CMS at `/admin`, docs/editing.md "The content editor") reads and
 * writes the content files, so that a save changes exactly the lines the editor changed.
 *
 * Decap's own YAML and front-matter formats write a file again from its data: comments go, quotes
 * and flow lists change, and a one-word edit becomes a pull request that rewrites the whole file.
 * These formats instead patch the file as it was read ({@link patchYaml}): untouched values keep
 * their text, quotes, comments and order (every content file round-trips byte for byte, tested),
 * changed values keep their quoting style. They also fit two shapes Decap cannot edit directly:
 * a file whose top level is a list (`content/fleet/vehicles.yaml`, `rootList`) and maps keyed by
 * an id or an English text (`content/fleet/i18n/*.yaml`, `records`), shown as lists of items.
 *
 * Pure functions (no Decap, no DOM): registered by `src/admin/cms.ts` with
 * `CMS.registerCustomFormat`, and unit-tested (`tests/unit/cms-formats.test.ts`).
 */
import {
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Scalar,
  type Document,
  type Node,
  type YAMLMap,
} from 'yaml';

/** The YAML text options that reproduce the content files as written (lines are never folded). */
const stringifyOptions = { lineWidth: 0, flowCollectionPadding: false } as const;

/** A plain object (not an array, not null). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A new item of a list (a vehicle added at the end of the fleet): written like the list's other
 * items, in block style with its keys in their order (Decap's data lists them in the order they
 * were filled in), keys they do not have last.
 */
function newItem(doc: Document, item: unknown, sibling: YAMLMap | undefined): unknown {
  if (!sibling || !isPlainObject(item)) return doc.createNode(item);
  const order = sibling.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const sorted = Object.fromEntries(Object.entries(item).sort(([a], [b]) => rank(a) - rank(b)));
  const created = doc.createNode(sorted);
  if (isMap(created)) created.flow = sibling.flow ?? false;
  return created;
}

/**
 * The node to keep for `value` where the file had `node`: the same node when the value did not
 * change (keeping its text, quotes and comments), the node patched in place when both are maps or
 * lists, else a new node (a changed string keeps the old one's quoting style).
 */
function patchNode(doc: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isPlainObject(value)) {
    node.items = node.items.filter((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      return Object.hasOwn(value, key);
    });
    const seen = new Set<string>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      seen.add(key);
      pair.value = patchNode(doc, pair.value, value[key]) as Node;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!seen.has(key) && item !== undefined) node.items.push(doc.createPair(key, item));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    // `images: []` that gets items: written as a block list, like the file's other lists.
    if (node.flow && node.items.length === 0 && value.length > 0) node.flow = false;
    const sibling = node.items.find((item) => isMap(item));
    node.items = value.map((item, index) =>
      index < node.items.length
        ? patchNode(doc, node.items[index], item)
        : newItem(doc, item, isMap(sibling) ? sibling : undefined),
    ) as typeof node.items;
    return node;
  }
  if (isScalar(node) && node.value === value) return node;
  const created = doc.createNode(value);
  if (isScalar(node) && isScalar(created) && typeof value === 'string' && node.type) {
    (created as Scalar).type = node.type;
  }
  return created;
}

/**
 * YAML text of `data`, written as a patch of `original` (the file as it was read): values equal to
 * the original's keep their exact text and comments; a key no longer in `data` is removed; a new
 * key is added at the end of its map. Without `original` (a new file), plain YAML.
 *
 * @param original the file's YAML text as read, or `undefined` for a new file
 * @param data the entry's data (plain objects, arrays, strings, numbers, booleans)
 * @returns YAML text ending in a newline; it parses to `data` (checked: when the patch would not,
 *   e.g. an original of another shape, the YAML is written from scratch instead)
 */
export function patchYaml(original: string | undefined, data: unknown): string {
  if (original !== undefined) {
    const doc = parseDocument(original);
    if (!doc.errors.length) {
      doc.contents = patchNode(doc, doc.contents, data) as typeof doc.contents;
      const text = doc.toString(stringifyOptions);
      if (sameData(parseDocument(text).toJS(), data)) return text;
    }
  }
  const doc = parseDocument('');
  doc.contents = doc.createNode(data) as typeof doc.contents;
  return doc.toString(stringifyOptions);
}

/** Deep equality of plain data (what YAML parses to); `undefined` object values count as absent. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameData(item, b[i]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = (o: Record<string, unknown>) =>
      Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort();
    const ka = keys(a);
    const kb = keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameData(a[k], b[k]));
  }
  return a === b;
}

/**
 * How many leaf values differ between two data trees (a missing branch counts its leaves): used
 * to find which file a save belongs to.
 */
export function distance(a: unknown, b: unknown): number {
  const leaves = (v: unknown): number =>
    Array.isArray(v)
      ? v.reduce((n: number, x) => n + leaves(x), 0)
      : isPlainObject(v)
        ? Object.values(v).reduce((n: number, x) => n + leaves(x), 0)
        : 1;
  if (Array.isArray(a) && Array.isArray(b)) {
    let n = 0;
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      n += i < a.length && i < b.length ? distance(a[i], b[i]) : leaves(a[i] ?? b[i]);
    return n;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    let n = 0;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      n += key in a && key in b ? distance(a[key], b[key]) : leaves(a[key] ?? b[key]);
    return n;
  }
  return a === b ? 0 : Math.max(leaves(a), leaves(b));
}

/** Front matter and body of a Markdown file. */
export interface FrontMatterFile {
  /** The YAML between the `---` lines (with its final newline). */
  yaml: string;
  /** The text after the closing `---` line, without the blank lines that start it. */
  body: string;
  /** The blank lines between the closing `---` and the body, e.g. `"\n"`. */
  gap: string;
}

/**
 * Splits a Markdown file into front matter and body.
 *
 * @param text e.g. `---\ntitle: x\n---\n\nText`
 * @returns `{ yaml: 'title: x\n', body: 'Text', gap: '\n' }`; a file without front matter has
 *   empty `yaml`
 */
export function splitFrontMatter(text: string): FrontMatterFile {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)(\s*)([\s\S]*)$/.exec(text);
  if (!match) return { yaml: '', body: text, gap: '' };
  return { yaml: match[1] ?? '', gap: match[2] ?? '', body: match[3] ?? '' };
}

/** A record (map) in a file that the editor shows as a list of items (`content/fleet/i18n`). */
export interface RecordShape {
  /** The item field that holds the map's key, e.g. `id` (a vehicle id) or `english`. */
  key: string;
  /** For maps of strings: the item field that holds the value, e.g. `translation`. */
  value?: string;
}

/** How a collection's files are shaped (from the generated configuration, `src/lib/cms/config.ts`). */
export interface FormatShape {
  /** `md`: front matter plus a `body` field; `yaml`: a YAML file. */
  kind: 'yaml' | 'md';
  /** The file's top level is a list, edited as this one field (e.g. `vehicles`). */
  rootList?: string;
  /** Top-level fields that are maps in the file and lists of items in the editor. */
  records?: Record<string, RecordShape>;
}

/** Decap's custom format: `CMS.registerCustomFormat(name, extension, format)`. */
export interface DecapFormat {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>): string;
}

/**
 * The data the editor sees for a file's parsed YAML: a root list wrapped in its field, records
 * turned into lists of items (a vehicle's photos given as plain strings stay as they are).
 */
export function toEditor(shape: FormatShape, parsed: unknown): Record<string, unknown> {
  if (shape.rootList) return { [shape.rootList]: Array.isArray(parsed) ? parsed : [] };
  const data = isPlainObject(parsed) ? { ...parsed } : {};
  for (const [field, record] of Object.entries(shape.records ?? {})) {
    const map = isPlainObject(data[field]) ? (data[field] as Record<string, unknown>) : {};
    data[field] = Object.entries(map).map(([key, value]) =>
      record.value
        ? { [record.key]: key, [record.value]: value }
        : { [record.key]: key, ...(isPlainObject(value) ? value : {}) },
    );
  }
  return data;
}

/** The inverse of {@link toEditor}: the data to write to the file. */
export function fromEditor(shape: FormatShape, data: Record<string, unknown>): unknown {
  if (shape.rootList) return data[shape.rootList] ?? [];
  const out: Record<string, unknown> = { ...data };
  for (const [field, record] of Object.entries(shape.records ?? {})) {
    const items = Array.isArray(out[field]) ? (out[field] as Record<string, unknown>[]) : [];
    out[field] = Object.fromEntries(
      items.map((item) => {
        const { [record.key]: key, ...rest } = item;
        return [String(key), record.value ? item[record.value] : rest];
      }),
    );
  }
  return out;
}

/**
 * Strips what Decap adds but the files never hold: `undefined`, and empty optional strings
 * (Decap stores a cleared optional field as `""`; the schema wants it absent).
 */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([k, v]) => [k, clean(v)]),
    );
  return value;
}

/**
 * What a format writes for the editor's data of one entry in one language.
 *
 * @param shape the collection's {@link FormatShape}
 * @param data the editor's data of the entry (with `body` for Markdown)
 * @returns the file's data (a Markdown file's front matter), without what the files never hold
 *   (`undefined`, empty optional strings), and a Markdown file's text (`''` for YAML)
 */
export function fileContent(
  shape: FormatShape,
  data: Record<string, unknown>,
): { data: unknown; body: string } {
  const { body, ...fields } = data as { body?: unknown } & Record<string, unknown>;
  if (shape.kind !== 'md') return { data: clean(fromEditor(shape, data)), body: '' };
  return { data: clean(fromEditor(shape, fields)), body: String(body ?? '') };
}

/**
 * A Decap custom format for files of `shape` that writes each save as a patch of the file it
 * read. Decap's `toFile` is not told which file it writes, so the format remembers the files it
 * parsed and patches the one whose data is closest to the data being saved (an edited entry
 * differs from its own file by the edited values, from the other files by nearly everything); a
 * new entry, close to none, is written from scratch.
 *
 * @param shape from the generated configuration's `formats`
 * @returns `{ fromFile, toFile }` for `CMS.registerCustomFormat`
 */
export function patchingFormat(shape: FormatShape): DecapFormat {
  /** The files read so far: their YAML text and what it parses to. */
  const read: { yaml: string; data: unknown; gap: string }[] = [];
  return {
    fromFile(text) {
      const { yaml, body, gap } =
        shape.kind === 'md' ? splitFrontMatter(text) : { yaml: text, body: '', gap: '' };
      const parsed = parseDocument(yaml).toJS() ?? {};
      if (!read.some((entry) => entry.yaml === yaml)) read.push({ yaml, data: parsed, gap });
      const data = toEditor(shape, parsed);
      return shape.kind === 'md' ? { ...data, body } : data;
    },
    toFile(data) {
      const { data: target, body } = fileContent(shape, data);
      let best: (typeof read)[number] | undefined;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const entry of read) {
        const d = distance(entry.data, target);
        if (d < bestDistance) [best, bestDistance] = [entry, d];
      }
      // Closer than half of its values: the same file, edited.
      const original =
        best && bestDistance <= distance(best.data, undefined) / 2 ? best : undefined;
      const yaml = patchYaml(original?.yaml, target);
      if (shape.kind !== 'md') return yaml;
      return `---\n${yaml}---\n${original?.gap ?? '\n'}${body.replace(/\s+$/, '').concat('\n')}`;
    },
  };
}
