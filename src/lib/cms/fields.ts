/**
 * Decap CMS fields generated from the content collections' zod schemas (`src/content.config.ts`),
 * so the editor at `/admin` and the build never disagree (docs/editing.md, "The content editor"):
 * required fields, enums as selects, numbers with their limits, lists with their minimum length,
 * patterns, discriminated unions as Decap's variable types, maps as lists of items.
 *
 * What a schema cannot say (widgets such as `markdown` or `image`, hints, labels, fields the
 * editor does not show) comes from {@link FieldExtras}, written beside the schemas in
 * `src/lib/cms/extras.ts` and keyed by field path; an extra that names no field of the schema
 * throws, so a renamed field cannot leave a stale extra behind.
 *
 * Reads zod 4's schema definitions (`schema._zod.def`), the same structure `z.toJSONSchema` walks;
 * `z.toJSONSchema` itself is not used because it describes a pipe by one side only (the input in
 * `io: 'input'` mode), losing the limits of `text().pipe(z.string().min(5).max(120))`, and it
 * cannot tell a `{{fact}}`-interpolated text (whose length is checked after the facts are filled
 * in) from a plain string.
 */
import type { z } from 'zod';

/** A Decap CMS field (the subset of options this generator writes). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  default?: unknown | undefined;
  i18n?: boolean | 'duplicate' | undefined;
  pattern?: [string, string] | undefined;
  value_type?: 'int' | 'float' | undefined;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  options?: (string | number)[] | undefined;
  multiple?: boolean | undefined;
  fields?: DecapField[] | undefined;
  field?: DecapField | undefined;
  types?: DecapField[] | undefined;
  typeKey?: string | undefined;
  summary?: string | undefined;
  collapsed?: boolean | undefined;
  minimize_collapsed?: boolean | undefined;
  format?: string | undefined;
  date_format?: string | undefined;
  time_format?: boolean | undefined;
  picker_utc?: boolean | undefined;
  choose_url?: boolean | undefined;
  media_folder?: string | undefined;
  public_folder?: string | undefined;
  [option: string]: unknown;
}

/**
 * Options of a field beside its schema; `omit` leaves the field out of the editor (with why);
 * `schemaHint: false` drops the hint generated from the schema's limits (where a refinement says
 * more, e.g. a Markdown article's title).
 */
export type FieldExtra = Partial<DecapField> & { omit?: string; schemaHint?: false };

/**
 * Extras of one collection: by field path (`hero.imageAlt`, `sections.features.items.icon`:
 * names joined by dots, a list's item fields under the list's name, a variable type's fields
 * under its type name) or by field name anywhere (`byName`, e.g. every `imageAlt`).
 */
export interface FieldExtras {
  paths?: Record<string, FieldExtra>;
  byName?: Record<string, FieldExtra>;
}

/** Options of {@link decapFields}. */
export interface FieldOptions {
  /** Decap i18n on: text fields are translated, every other value duplicated (see `fixed`). */
  i18n: boolean;
  /** Field names whose string values are the same in every language (icons, links, ids…). */
  fixed: ReadonlySet<string>;
  extras: FieldExtras;
}

/** Shape information gathered while walking (records are written to the format's shape). */
export interface FieldsResult {
  fields: DecapField[];
  /** Top-level map fields, edited as lists: field → item key (and value field for string maps). */
  records: Record<string, { key: string; value?: string }>;
}

type Def = { type: string; [key: string]: unknown };
type Schema = { _zod: { def: Def } };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };

const def = (schema: unknown): Def => (schema as Schema)._zod.def;

/** What a schema says about a value once optional/default/nullable wrappers are taken off. */
interface Unwrapped {
  schema: Schema;
  required: boolean;
  default?: unknown;
}

function unwrap(schema: Schema): Unwrapped {
  let current = schema;
  let required = true;
  let fallback: unknown;
  for (;;) {
    const d = def(current);
    if (d.type === 'optional' || d.type === 'nullable') required = false;
    else if (d.type === 'default') {
      required = false;
      const value = d.defaultValue;
      fallback = typeof value === 'function' ? (value as () => unknown)() : value;
    } else break;
    current = d.innerType as Schema;
  }
  return { schema: current, required, ...(fallback !== undefined ? { default: fallback } : {}) };
}

/** Limits gathered from a schema's checks (and from both sides of a pipe). */
interface Limits {
  minLength?: number;
  maxLength?: number;
  /** Each pattern's source and what it asks for in words (the schema's message). */
  patterns: { source: string; words: string | undefined }[];
  min?: number;
  minInclusive?: boolean;
  max?: number;
  int?: boolean;
  url?: boolean;
}

/**
 * What a pattern check asks for, in words: the schema's own message (`.regex(re, 'Use lower-case
 * letters…')`, which the build says too), or `Must start with /` for `startsWith('/')`.
 */
function patternWords(c: Check['_zod']['def']): string | undefined {
  const error =
    typeof c.error === 'function' ? (c.error as (issue: unknown) => unknown)({}) : c.error;
  const message = typeof error === 'string' ? error : (error as { message?: unknown })?.message;
  if (typeof message === 'string') return message;
  if (c.format === 'starts_with') return `Must start with ${String(c.prefix)}`;
  return undefined;
}

function limitsOf(schema: Schema, into: Limits = { patterns: [] }): Limits {
  const d = def(schema);
  for (const check of (d.checks as Check[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length')
      into.minLength = Math.max(into.minLength ?? 0, c.minimum as number);
    else if (c.check === 'max_length')
      into.maxLength = Math.min(into.maxLength ?? Number.POSITIVE_INFINITY, c.maximum as number);
    else if (c.check === 'greater_than') {
      into.min = c.value as number;
      into.minInclusive = c.inclusive as boolean;
    } else if (c.check === 'less_than') into.max = c.value as number;
    else if (c.check === 'number_format') into.int = /int/.test(String(c.format));
    else if (c.check === 'string_format' && c.pattern)
      into.patterns.push({
        source: c.pattern instanceof RegExp ? c.pattern.source : String(c.pattern),
        words: patternWords(c),
      });
  }
  if (d.type === 'string' && d.format === 'url') into.url = true;
  if (d.type === 'number' && (d.format === 'safeint' || d.format === 'int32')) into.int = true;
  return into;
}

/**
 * The input side of a pipe chain, whether a `text()` (string → fact interpolation) sits in it,
 * and the limits of every side (`text().pipe(z.string().min(5))` is a string of 5+ characters
 * once its facts are filled in).
 */
function flattenPipe(schema: Schema): { base: Schema; interpolated: boolean; limits: Limits } {
  const limits: Limits = { patterns: [] };
  let interpolated = false;
  const visit = (s: Schema): Schema => {
    const d = def(s);
    if (d.type === 'pipe') {
      const base = visit(d.in as Schema);
      const out = def(d.out);
      if (out.type === 'transform') {
        if (def(base).type === 'string') interpolated = true;
      } else visit(d.out as Schema);
      return base;
    }
    limitsOf(s, limits);
    return s;
  };
  const base = visit(schema);
  return { base, interpolated, limits };
}

/** `fuel_type` → `Fuel type`, `imageAlt` → `Image alt`, `readTime` → `Read time`. */
export function labelOf(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text of a length limit: `5 to 120 characters`, `at least 20 characters`. */
function lengthText(min?: number, max?: number): string | undefined {
  if (min !== undefined && min > 0 && max !== undefined && Number.isFinite(max))
    return `${min} to ${max} characters`;
  if (min !== undefined && min > 1) return `at least ${min} characters`;
  if (max !== undefined && Number.isFinite(max)) return `at most ${max} characters`;
  return undefined;
}

const joinHints = (...parts: (string | undefined)[]) =>
  parts.filter(Boolean).join(' ') || undefined;

/** Walks one collection's schema. */
class Walker {
  records: FieldsResult['records'] = {};
  used = new Set<string>();
  constructor(readonly options: FieldOptions) {}

  /** The extras for a field at `path` (path extras win over name extras). */
  extra(path: string, name: string): FieldExtra {
    const byPath = this.options.extras.paths?.[path];
    if (byPath) this.used.add(path);
    return { ...(this.options.extras.byName?.[name] ?? {}), ...(byPath ?? {}) };
  }

  /** Fields of an object schema, in the schema's order; omitted ones left out. */
  objectFields(schema: Schema, prefix: string): DecapField[] {
    const shape = def(schema).shape as Record<string, Schema>;
    const fields: DecapField[] = [];
    for (const [name, child] of Object.entries(shape)) {
      const field = this.field(name, child, prefix ? `${prefix}.${name}` : name);
      if (field) fields.push(field);
    }
    return fields;
  }

  /**
   * i18n of a container (object or list): Decap allows only `true` there; its fields then say
   * which values are translated and which duplicated.
   */
  containerI18n(_children: DecapField[]): DecapField['i18n'] {
    return true;
  }

  /** The field for `name` at `path`, or `null` when its extras omit it. */
  field(name: string, schema: Schema, path: string): DecapField | null {
    const extra = this.extra(path, name);
    if (extra.omit) return null;
    const { omit: _omit, schemaHint, ...options } = extra;
    const { schema: inner, required, default: fallback } = unwrap(schema);
    const field: DecapField = {
      name,
      label: labelOf(name),
      widget: 'string',
      required,
      ...(fallback !== undefined && typeof fallback !== 'object' ? { default: fallback } : {}),
    };
    this.describe(field, inner, path, name);
    const merged = { ...field, ...options };
    if (options.hint && field.hint && schemaHint !== false)
      merged.hint = `${field.hint} ${options.hint}`;
    if (!this.options.i18n) delete merged.i18n;
    return merged;
  }

  /** Fills `field` with the widget and limits of `schema`. */
  describe(field: DecapField, schema: Schema, path: string, name: string): void {
    const { base, interpolated, limits } = flattenPipe(schema);
    const d = def(base);
    const translated = !this.options.fixed.has(name);
    switch (d.type) {
      case 'string': {
        field.widget = 'string';
        field.i18n = translated ? true : 'duplicate';
        const length = lengthText(limits.minLength, limits.maxLength);
        // A `{{fact}}` text is checked once its facts are filled in (`'{{prices.economy}}'` is a
        // price): the editor, which sees the placeholder, checks neither its pattern nor its length.
        const [pattern] = limits.patterns;
        if (pattern && !interpolated) {
          field.pattern = [pattern.source, pattern.words ?? `Must match ${pattern.source}`];
        } else if (limits.url) {
          field.pattern = ['^https?://', 'Must be an http(s) address'];
        } else if (length && !interpolated) {
          const min = limits.minLength ?? 0;
          const max = Number.isFinite(limits.maxLength) ? (limits.maxLength ?? '') : '';
          field.pattern = [`^[\\s\\S]{${min},${max}}$`, `Must be ${length}`];
        }
        field.hint = joinHints(
          length
            ? `${length[0]?.toUpperCase()}${length.slice(1)}${interpolated ? ' once {{facts}} are filled in' : ''}.`
            : undefined,
        );
        return;
      }
      case 'number': {
        field.widget = 'number';
        field.i18n = 'duplicate';
        field.value_type = limits.int ? 'int' : 'float';
        if (limits.min !== undefined)
          field.min = limits.minInclusive
            ? limits.min
            : limits.int
              ? limits.min + 1
              : limits.min + 0.01;
        if (limits.max !== undefined && Number.isFinite(limits.max)) field.max = limits.max;
        if (!limits.int) field.step = 0.01;
        return;
      }
      case 'boolean':
        field.widget = 'boolean';
        field.i18n = 'duplicate';
        if (field.default === undefined && !field.required) field.default = false;
        field.required = false;
        return;
      case 'date':
        field.widget = 'datetime';
        field.i18n = 'duplicate';
        Object.assign(field, {
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          picker_utc: true,
        });
        return;
      case 'enum':
        field.widget = 'select';
        field.i18n = 'duplicate';
        field.options = Object.values(d.entries as Record<string, string>);
        return;
      case 'literal':
        field.widget = 'select';
        field.i18n = 'duplicate';
        field.options = (d.values as (string | number)[]).slice();
        return;
      case 'object': {
        field.widget = 'object';
        field.fields = this.objectFields(base, path);
        field.i18n = this.containerI18n(field.fields);
        field.collapsed = false;
        return;
      }
      case 'record': {
        // A map (`content/fleet/i18n`): a list of items, the key as one of the item's fields.
        const key = name === 'features' ? 'english' : 'id';
        const valueSchema = unwrap(d.valueType as Schema).schema;
        const item: DecapField = {
          name: key,
          label: labelOf(key),
          widget: 'string',
          required: true,
        };
        field.widget = 'list';
        if (def(valueSchema).type === 'object') {
          field.fields = [item, ...this.objectFields(valueSchema, path)];
          this.records[path] = { key };
        } else {
          const value = this.field('translation', d.valueType as Schema, `${path}.translation`);
          field.fields = [item, ...(value ? [value] : [])];
          this.records[path] = { key, value: 'translation' };
        }
        field.i18n = true;
        field.collapsed = true;
        return;
      }
      case 'array': {
        field.widget = 'list';
        if (limits.minLength) field.min = limits.minLength;
        if (limits.maxLength !== undefined && Number.isFinite(limits.maxLength))
          field.max = limits.maxLength;
        if (field.min && field.min > 0) field.required = true;
        this.listItems(field, def(base).element as Schema, path);
        return;
      }
      case 'union': {
        if (d.discriminator) {
          const key = d.discriminator as string;
          field.widget = 'list';
          field.typeKey = key;
          field.types = (d.options as Schema[]).map((option) => {
            const shape = def(option).shape as Record<string, Schema>;
            const kind = String((def(shape[key]).values as unknown[])[0]);
            const { [key]: _kind, ...rest } = shape;
            const fields = Object.entries(rest)
              .map(([n, s]) => this.field(n, s, `${path}.${kind}.${n}`))
              .filter((f): f is DecapField => f !== null);
            return {
              name: kind,
              label: labelOf(kind),
              widget: 'object',
              fields,
              i18n: this.containerI18n(fields),
            };
          });
          field.i18n = true;
          return;
        }
        // A union of a plain value and an object (a vehicle's photo: a file name, or `{ src, alt }`):
        // the editor writes the object; else the union's string (or number) option.
        const options = (d.options as Schema[]).map((o) => flattenPipe(unwrap(o).schema));
        const object = options.find((o) => def(o.base).type === 'object');
        const string = options.find((o) => def(o.base).type === 'string');
        const chosen = object ?? string ?? options[0];
        if (!chosen) throw new Error(`${path}: an empty union`);
        this.describe(field, chosen.base, path, name);
        if (!object && options.filter((o) => def(o.base).type === 'string').length > 1) {
          // Several string forms (an upload, a site path, an address): no one pattern fits all.
          delete field.pattern;
        }
        return;
      }
      default:
        throw new Error(
          `${path}: no editor field for a zod "${d.type}" — add its case to src/lib/cms/fields.ts`,
        );
    }
  }

  /** Sets a list field's item fields (`fields`, `types` or a single `field`). */
  listItems(field: DecapField, element: Schema, path: string): void {
    const { schema: item } = unwrap(element);
    const base = flattenPipe(item).base;
    const d = def(base);
    if (d.type === 'object') {
      field.fields = this.objectFields(base, path);
      field.i18n = this.containerI18n(field.fields);
      field.collapsed = true;
      return;
    }
    if (d.type === 'union' && !d.discriminator) {
      const object = (d.options as Schema[]).find((o) => def(unwrap(o).schema).type === 'object');
      if (object) {
        field.fields = this.objectFields(unwrap(object).schema, path);
        field.i18n = this.containerI18n(field.fields);
        field.collapsed = true;
        return;
      }
    }
    if (d.type === 'union' && d.discriminator) {
      const probe: DecapField = { name: field.name, label: field.label, widget: 'list' };
      this.describe(probe, base, path, field.name);
      field.types = probe.types;
      field.typeKey = probe.typeKey;
      field.i18n = this.containerI18n(probe.types ?? []);
      field.collapsed = true;
      return;
    }
    const single = this.field(field.name, item, `${path}.item`);
    if (single) {
      const { name: _name, required: _required, ...rest } = single;
      field.field = { ...rest, name: field.name, label: field.label };
      field.i18n = true;
    }
  }
}

/**
 * The Decap fields of a collection's zod object schema.
 *
 * @param schema a zod object schema (a `superRefine`d object is read as its object)
 * @param options i18n, the language-independent field names and the extras
 * @returns the fields in the schema's order and the map fields edited as lists
 * @throws Error when the schema has a zod type with no editor field, or an extra names a path
 *   that is not a field of the schema (`extras for missing fields: …`)
 */
export function decapFields(schema: z.ZodType, options: FieldOptions): FieldsResult {
  const walker = new Walker(options);
  const base = flattenPipe(unwrap(schema as unknown as Schema).schema).base;
  if (def(base).type !== 'object') throw new Error('a collection schema must be an object');
  const fields = walker.objectFields(base, '');
  const stale = Object.keys(options.extras.paths ?? {}).filter((path) => !walker.used.has(path));
  if (stale.length) throw new Error(`extras for missing fields: ${stale.join(', ')}`);
  return { fields, records: walker.records };
}
