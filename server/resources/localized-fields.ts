import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { InLocale } from '../../contracts/endpoints/content-endpoints';
import type { AuditEntity } from '../../contracts/audit-log';
import { type TranslationStatus, translationStatusSchema } from '../../contracts/translation';
import {
  type RowTranslations,
  contentTranslationRepository,
  sourceDigest,
} from '../data/content-translations';
import type { Database } from '../db/schema';

/** A translation write's body: the localized fields given, each a text or null to remove it. */
export type TranslationBody = Record<string, string | null | undefined>;

/**
 * Which fields of a content resource have a value per locale (docs/decisions/0054), declared once
 * in its resource file: the API derives its `?locale=` reads and its translation write from it.
 */
export interface LocalizedFields<Row> {
  fields: readonly string[];
  /** The row as a read in another locale answers it: the row and its translation status. */
  row: z.ZodType<Row & { translation?: TranslationStatus }>;
  /** The body of `PUT /:id/translations/:locale`: the fields, each optional, checked as the input checks them. */
  body: z.ZodType<TranslationBody>;
}

/**
 * The localized fields of a resource whose input and row schemas are objects: the body checks each
 * field as the resource's own input does (a rich text is sanitized alike), null removing it.
 */
export function localizedFields<
  Row,
  Input extends z.ZodObject,
  Field extends keyof Input['shape'] & string,
>(spec: { row: z.ZodObject & z.ZodType<Row>; input: Input; fields: readonly Field[] }): LocalizedFields<Row> {
  // A field left out keeps its translation: the input's defaults (a chapter's title) must not fill it.
  const checked = (field: Field) => {
    const schema = spec.input.shape[field] as z.ZodType;
    return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  };
  const shape = Object.fromEntries(spec.fields.map((field) => [field, checked(field).nullable().optional()]));
  const body = z.object(shape).refine((given) => Object.values(given).some((value) => value !== undefined), {
    message: `Give at least one of ${spec.fields.join(', ')}`,
  }) as z.ZodType<TranslationBody>;
  const row = spec.row.extend({ translation: translationStatusSchema.optional() }) as z.ZodType<
    Row & { translation?: TranslationStatus }
  >;
  return { fields: spec.fields, row, body };
}

/**
 * A row as it reads in `locale`: each translated field in its translation, the others in the
 * default locale's text, and which are missing or outdated (translated from an older text).
 */
export function localizeRow<Row extends object>(
  row: Row,
  fields: readonly string[],
  translations: RowTranslations | undefined,
  locale: string,
): Row & { translation: TranslationStatus } {
  const stored = row as unknown as Record<string, unknown>;
  const localized: Record<string, unknown> = { ...stored };
  const status: TranslationStatus = { locale, missing: [], outdated: [] };
  for (const field of fields) {
    const translated = translations?.get(field);
    if (!translated) {
      status.missing.push(field);
      continue;
    }
    const source = String(stored[field] ?? '');
    if (translated.sourceDigest !== sourceDigest(source)) status.outdated.push(field);
    localized[field] = translated.value;
  }
  return { ...(localized as Row), translation: status };
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
  return rows.map((row) => localizeRow(row, localized.fields, byRow.get(row.id), locale));
}

/** A shared read's name in a locale (the pages' loader cache): the default locale keeps the plain name. */
export const nameInLocale = (name: string, locale: string, defaultLocale: string) =>
  locale === defaultLocale ? name : `${name}:${locale}`;
