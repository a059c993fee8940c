import { z } from 'zod';
import { type TranslationStatus, translationStatusSchema } from '../../contracts/translation';
import { type RowTranslations, sourceDigest } from '../data/content-translations';

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
