import { z } from 'zod';

/** Limits shared by the API and the forms (DESIGN.md §4 "Bad input"). */
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

/** A required text field whose every message names the field. */
export function requiredText(label: string, { max, min = 1 }: TextOptions) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters long`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text that defaults to the empty string. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');
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

export const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive'),
});

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
