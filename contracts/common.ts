import { z } from 'zod';

/** Limits shared by the API and the forms (docs/public-screens.md §5, on the server). */
export const LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  postContent: 100_000,
  tags: 20,
  tag: 40,
  url: 500,
  attachmentBytes: 10 * 1024 * 1024,
  attachmentCount: 10,
  attachmentTotalBytes: 50 * 1024 * 1024,
  uploadImageBytes: 5 * 1024 * 1024,
  uploadVideoBytes: 50 * 1024 * 1024,
} as const;

type TextOptions = { max: number; min?: number };

/**
 * U+0000 is never typed by a person, PostgreSQL text cannot hold it and SQLite would store it
 * silently, so every text field refuses it, naming the field.
 */
export const nulMessage = (field: string) => `${field} must not contain NUL characters`;
const hasNoNul = (value: string) => !value.includes('\u0000');

/** The check to chain on any text schema: `z.string().refine(...noNul('Name'))`. */
export const noNul = (label: string) => [hasNoNul, { error: nulMessage(label) }] as const;

/**
 * The path of the first text inside `value` that holds a NUL (`abilities[0].name`), or null.
 * The API runs it over every parsed body and query, so fields whose schema lacks `noNul` are
 * covered too. It walks with its own stack: a body nested thousands of levels deep must not
 * overflow the call stack.
 */
export function findNulField(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!hasNoNul(item)) return path || 'value';
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) stack.push([item[i], `${path}[${i}]`]);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      const entries = Object.entries(item).reverse();
      for (const [key, child] of entries) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** A required text field whose every message names the field. */
export function requiredText(label: string, { max, min = 1 }: TextOptions) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters long`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label));
}

/** Optional text that defaults to the empty string. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label))
    .default('');
}

/** An optional filter of a list's query: absent, or text that is not blank once trimmed. */
export function filterText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} must not be blank`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label))
    .optional();
}

export function booleanField(label: string) {
  return z.boolean({ error: `${label} must be true or false` });
}

export function emailField(label = 'Email') {
  return requiredText(label, { max: LIMITS.email }).pipe(
    z.email({ error: `${label} must be a valid email address` }),
  );
}

/** A media reference: a site path (/videos/…) or an absolute http(s) URL, never a script URL. */
export function mediaUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine(...noNul(label))
    .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), {
      error: `${label} must be a site path starting with / or an http(s) URL`,
    })
    .transform((v) => (v === '' ? null : v))
    .nullable();
}

/** Query-string booleans arrive as text; the message names the parameter. */
export const queryFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

/** Ids are integer columns: PostgreSQL's `integer` ends here, and SQLite is held to the same range. */
export const MAX_ROW_ID = 2_147_483_647;
/** No row has this id (both databases number rows from 1). */
export const NO_ROW_ID = 0;

/**
 * A numeric id in a path or query. A well-formed id past MAX_ROW_ID names no row, so it becomes
 * NO_ROW_ID: the lookup finds nothing and the route gives its usual 404, on both databases
 * (PostgreSQL would otherwise fail on a value its integer column cannot hold).
 */
export function idParam(name = 'id') {
  return z
    .preprocess(
      // Digit strings past 2^53 would otherwise fail as "too big" instead of naming no row.
      (v) =>
        typeof v === 'string' && /^\d+$/.test(v) && Number(v) > MAX_ROW_ID ? String(MAX_ROW_ID + 1) : v,
      z.coerce
        .number({ error: `${name} must be a number` })
        .int(`${name} must be a whole number`)
        .positive(`${name} must be positive`),
    )
    .transform((id) => (id > MAX_ROW_ID ? NO_ROW_ID : id));
}

/** An id inside a JSON body: a number within the range of an id column, or a 400 naming the field. */
export function bodyId(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ROW_ID, `${label} is not an existing id`);
}

export const idParams = z.object({ id: idParam('id') });

export const isoTimestamp = z.string();

/** Every response body: `{ success, data, error }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, error: z.null() });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
});

export type ApiEnvelope<T> =
  { success: true; data: T; error: null } | { success: false; data: null; error: string };

export const deletedResult = z.object({ id: z.number() });

/**
 * A stored row as the body that replaces it: the fields the input schema names, taken from the row,
 * so a field added to the schema is sent back without a second list to keep in step.
 */
export function inputOf<Schema extends z.ZodObject>(
  schema: Schema,
  stored: z.input<Schema>,
): z.input<Schema> {
  const row = stored as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((field) => [field, row[field]])) as z.input<Schema>;
}
