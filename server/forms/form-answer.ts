import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../core/errors';
import { validationMessage } from '../core/validation-message';

/** One problem with what was sent: the field's path (empty for the whole form) and its message. */
export type FormIssue = { path: (string | number)[]; message: string };

/**
 * What every public form answers, to its API route and to its page's action alike: accepted with
 * its data, or refused with the status, the one message the API sends, and every issue found
 * (a page shows each field's first; docs/decisions/0047-one-pipeline-per-public-form.md).
 */
export type FormAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; issues: FormIssue[]; headers: Record<string, string> };

export type FormRefusal = Extract<FormAnswer<unknown>, { ok: false }>;

/** Who sent the form: the address the rate limits and consent records use, and the request's log. */
export type FormClient = { ip: string; log?: FastifyBaseLogger };

export const accepted = <T>(data: T): FormAnswer<T> => ({ ok: true, data });

export const refused = (status: number, message: string, issues: FormIssue[] = []): FormRefusal => ({
  ok: false,
  status,
  message,
  issues,
  headers: {},
});

/** The contract's verdict on a body: its data, or a 400 naming every issue, worded as the API words it. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): FormAnswer<z.output<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return accepted(result.data);
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
  }));
  const message = validationMessage(
    issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message })),
    'body',
  );
  return refused(400, message, issues);
}

/**
 * Runs a form's work: a refusal the services raise for the visitor (an HttpError) becomes the
 * answer; anything else is a fault and is thrown on.
 */
export async function answerOf<T>(work: () => Promise<T>): Promise<FormAnswer<T>> {
  try {
    return accepted(await work());
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ...refused(error.statusCode, error.message), headers: { ...error.headers } };
  }
}

/** A synchronous check that throws the visitor's HttpError: its refusal, or undefined when it passes. */
export function refusalOf(check: () => void): FormRefusal | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ...refused(error.statusCode, error.message), headers: { ...error.headers } };
  }
}
