import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { InLocale } from '../../contracts/endpoints/content-endpoints';
import type { AuditEntity } from '../../contracts/audit-log';
import { type TranslationStatus, textAt, translationStatusSchema } from '../../contracts/translation';

export { textAt };
import {
  type RowTranslations,
  contentTranslationRepository,
  sourceDigest,
} from '../data/content-translations';
import type { Database } from '../db/schema';

/** A list item of a translation write's body: its localized fields given, each a text or null to remove it. */
export type TranslationItem = Record<string, string | null | undefined>;
/** A translation write's body: the localized fields given, each a text or null to remove it; a list's items by position. */
export type TranslationBody = Record<string, string | null | undefined | TranslationItem[]>;

/**
 * Which fields of a content resource have a value per locale (docs/decisions/0054), declared once
 * in its resource file: the API derives its `?locale=` reads and its translation write from it.
 */
export interface LocalizedFields<Row> {
  fields: readonly string[];
  /**
   * Lists whose items have texts per locale (a fighter's abilities: name, description), by list
   * then item field. An item's translation is filed under its position: `abilities.0.name`.
   */
  lists: Readonly<Record<string, readonly string[]>>;
  /** The row as a read in another locale answers it: the row and its translation status. */
  row: z.ZodType<Row & { translation?: TranslationStatus }>;
  /** The body of `PUT /:id/translations/:locale`: the fields, each optional, checked as the input checks them. */
  body: z.ZodType<TranslationBody>;
}

/** A field's schema without the input's default: a field left out of a translation keeps it. */
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;

/** The item schema of a list field of an input (`abilities: z.array(abilityInput).default([])`). */
function itemShape(input: z.ZodObject, list: string): Record<string, z.ZodType> {
  const schema = withoutDefault(input.shape[list] as z.ZodType);
  if (!(schema instanceof z.ZodArray) || !(schema.element instanceof z.ZodObject))
    throw new Error(`${list} is not a list of objects in the resource's input`);
  return (schema.element as z.ZodObject).shape as Record<string, z.ZodType>;
}

/**
 * The localized fields of a resource whose input and row schemas are objects: the body checks each
 * field as the resource's own input does (a rich text is sanitized alike), null removing it. A
 * list's items are given by position, each an object of its localized fields (`{}` keeps them all).
 */
export function localizedFields<
  Row,
  Input extends z.ZodObject,
  Field extends keyof Input['shape'] & string,
>(spec: {
  row: z.ZodObject & z.ZodType<Row>;
  input: Input;
  fields: readonly Field[];
  lists?: Partial<Record<keyof Input['shape'] & string, readonly string[]>>;
}): LocalizedFields<Row> {
  const lists = (spec.lists ?? {}) as Record<string, readonly string[]>;
  const optional = (schema: z.ZodType) => withoutDefault(schema).nullable().optional();
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    spec.fields.map((field) => [field, optional(spec.input.shape[field] as z.ZodType)]),
  );
  for (const [list, itemFields] of Object.entries(lists)) {
    const item = itemShape(spec.input, list);
    const itemSchema = z.object(
      Object.fromEntries(itemFields.map((field) => [field, optional(item[field]!)])),
    );
    shape[list] = z.array(itemSchema).optional();
  }
  const named = [...spec.fields, ...Object.keys(lists)];
  const body = z
    .object(shape)
    .refine(
      (given) => translationEntries({ fields: spec.fields, lists }, given as TranslationBody).length > 0,
      {
        message: `Give at least one of ${named.join(', ')}`,
      },
    ) as z.ZodType<TranslationBody>;
  const row = spec.row.extend({ translation: translationStatusSchema.optional() }) as z.ZodType<
    Row & { translation?: TranslationStatus }
  >;
  return { fields: spec.fields, lists, row, body };
}

type Declared = Pick<LocalizedFields<unknown>, 'fields' | 'lists'>;

/** The localized fields and list items a body gives, by path (`bio`, `abilities.1.name`), null removing one. */
export function translationEntries(localized: Declared, body: TranslationBody): [string, string | null][] {
  const entries: [string, string | null][] = [];
  for (const field of localized.fields) {
    const value = body[field];
    if (value !== undefined && !Array.isArray(value)) entries.push([field, value]);
  }
  for (const [list, itemFields] of Object.entries(localized.lists)) {
    const items = body[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      for (const field of itemFields)
        if (item[field] !== undefined) entries.push([`${list}.${index}.${field}`, item[field]]);
    });
  }
  return entries;
}

/** Every localized path of a row: its fields, then each list item's non-empty texts (`abilities.0.name`…). */
export function localizedPaths(localized: Declared, row: object): string[] {
  const stored = row as Record<string, unknown>;
  const itemPaths = Object.entries(localized.lists).flatMap(([list, itemFields]) => {
    const items = Array.isArray(stored[list]) ? (stored[list] as Record<string, unknown>[]) : [];
    // An item's empty text (an ability without a usage) has nothing to translate.
    return items.flatMap((item, index) =>
      itemFields.filter((field) => item[field]).map((field) => `${list}.${index}.${field}`),
    );
  });
  return [...localized.fields, ...itemPaths];
}

/** A list path's position, for a write that names an item the row does not have: `abilities.3` → 3. */
export const listIndexOf = (path: string) => {
  const [, index] = path.split('.');
  return index === undefined ? undefined : Number(index);
};

/**
 * A row as it reads in `locale`: each translated field or list item text in its translation, the
 * others in the default locale's text, and which are missing or outdated (translated from an
 * older text).
 */
export function localizeRow<Row extends object>(
  row: Row,
  localized: Declared,
  translations: RowTranslations | undefined,
  locale: string,
): Row & { translation: TranslationStatus } {
  const stored = row as unknown as Record<string, unknown>;
  const localizedRow: Record<string, unknown> = { ...stored };
  // The lists are copied too: the row given (a cached read) must not change.
  for (const list of Object.keys(localized.lists))
    if (Array.isArray(stored[list]))
      localizedRow[list] = (stored[list] as object[]).map((item) => ({ ...item }));
  const status: TranslationStatus = { locale, missing: [], outdated: [] };
  for (const path of localizedPaths(localized, row)) {
    const translated = translations?.get(path);
    if (!translated) {
      status.missing.push(path);
      continue;
    }
    if (translated.sourceDigest !== sourceDigest(textAt(row, path))) status.outdated.push(path);
    const keys = path.split('.');
    const last = keys.pop()!;
    let target = localizedRow;
    for (const key of keys) target = target[key] as Record<string, unknown>;
    target[last] = translated.value;
  }
  return { ...(localizedRow as Row), translation: status };
}

/** The locale a read is in and the site's default (LOCALES): a read in the default answers rows as stored. */
export type ReadLocale = { locale: string; default: string };

/**
 * A resource with its own routes (posts, the About page) and localized fields: how the
 * translations table files its rows, and which fields have a value per locale.
 */
export interface TranslatedResource<Row> {
  entity: AuditEntity;
  localized: LocalizedFields<Row>;
}

/**
 * Rows of a resource with its own routes as they read in `inLocale` (readInLocale): without one,
 * or in the default locale, the rows given, untouched.
 */
export async function rowsInLocale<Row extends { id: number }>(
  db: Kysely<Database>,
  resource: TranslatedResource<Row>,
  rows: Row[],
  inLocale: ReadLocale | undefined,
): Promise<InLocale<Row>[]> {
  if (!inLocale) return rows;
  return readInLocale(db, resource.entity, resource.localized, rows, inLocale.locale, inLocale.default);
}

/**
 * Rows of `entity` as they read in `locale`, their translations read in one query. In the default
 * locale, or for a resource without localized fields, they are the rows given, untouched: the
 * answer stays what it was before translations existed (docs/decisions/0054).
 */
export async function readInLocale<Row extends { id: number }>(
  db: Kysely<Database>,
  entity: string,
  localized: LocalizedFields<Row> | undefined,
  rows: Row[],
  locale: string,
  defaultLocale: string,
): Promise<InLocale<Row>[]> {
  if (!localized || locale === defaultLocale || rows.length === 0) return rows;
  const byRow = await contentTranslationRepository(db).read(
    entity,
    rows.map((row) => row.id),
    locale,
  );
  return rows.map((row) => localizeRow(row, localized, byRow.get(row.id), locale));
}

/** A shared read's name in a locale (the pages' loader cache): the default locale keeps the plain name. */
export const nameInLocale = (name: string, locale: string, defaultLocale: string) =>
  locale === defaultLocale ? name : `${name}:${locale}`;
