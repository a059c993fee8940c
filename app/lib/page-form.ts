import type { FieldErrors } from './use-schema-form';

/**
 * What a page's action answers to a form posted without the app (before it has started, or in a
 * browser without scripts): sent, or refused with the typed values, each field's first message and
 * a message for the whole form.
 */
export type PageFormResult<K extends string> =
  | { sent: true }
  | { sent: false; values: Partial<Record<K, string>>; errors: FieldErrors<K>; error?: string };

/** The refusal's parts a form shows, or nothing for a form that was sent or never posted. */
export function refusalOf<K extends string>(result: PageFormResult<K> | undefined) {
  return result && !result.sent ? result : undefined;
}
