import type { I18n } from '@lingui/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { FormSchema, Issue } from './form-schema';

export type { FormSchema };

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A message of the contracts' or the server's in the page's language (form-messages.ts, fetched
 * with the first message to show). A form's schema speaks it with `speakingPageLanguage`.
 */
export const inPageLanguage = (i18n: I18n, message: string) =>
  import('./form-messages').then(({ localizeFormMessage }) => localizeFormMessage(i18n, message));

/** A form whose every check is the server's: its values go as typed, and its errors are the answer's. */
export const serverChecked = <K extends string>(): Promise<FormSchema<Record<K, string>>> =>
  Promise.resolve({ safeParse: (values) => ({ success: true, data: values as Record<K, string> }) });

/** The first message per field, as the form shows them (later issues of a field are dropped). */
export function firstMessages<K extends string>(
  issues: readonly Issue[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !fields.includes(field as K)) continue;
    errors[field as K] ??= issue.message;
  }
  return errors;
}

/** The errors after a change of `field`: only that field's message is renewed, the others stay. */
export function withFieldError<K extends string>(
  errors: FieldErrors<K>,
  field: K,
  fresh: FieldErrors<K>,
): FieldErrors<K> {
  if (errors[field] === fresh[field]) return errors;
  const next = { ...errors };
  if (fresh[field] === undefined) delete next[field];
  else next[field] = fresh[field];
  return next;
}

function controlOf(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

/**
 * Every public form and the sign-in pages' forms (docs/decisions/0049-one-form-style.md), validated
 * by the API's own schema, loaded when the visitor first focuses a field (or at the latest on
 * submit), so a public page ships neither zod nor a form library. Nothing is checked before the
 * first submit; a submit checks every field, shows the first message of each and focuses the
 * first invalid field; after that, typing in a field checks it again. The inputs stay
 * uncontrolled: the server-rendered markup carries only their names, and what a visitor types
 * before hydration is kept. `initialErrors` are the server's, for a form its page's action
 * refused: the form is then as after a submit. `watch` names the fields whose value the screen
 * shows while typing (null until the app has started and read them from the page).
 */
export function useSchemaForm<K extends string, Out>({
  fields,
  loadSchema,
  initialErrors,
  watch = [],
}: {
  fields: readonly K[];
  loadSchema: () => Promise<FormSchema<Out>>;
  initialErrors?: FieldErrors<K>;
  watch?: readonly K[];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useRef<Promise<FormSchema<Out>> | null>(null);
  const submitted = useRef(initialErrors !== undefined && Object.keys(initialErrors).length > 0);
  const [errors, setErrors] = useState<FieldErrors<K>>(initialErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [values, setValues] = useState<Partial<Record<K, string>> | null>(null);

  const control = (name: K) => controlOf(formRef.current, name);
  const valueOf = (name: K) => control(name)?.value ?? '';

  // Once, when the app starts: the watched fields may hold what was typed before it did.
  useEffect(() => {
    setValues(Object.fromEntries(watch.map((name) => [name, valueOf(name)])) as Partial<Record<K, string>>);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A failed load (the connection dropped) is forgotten, so the next focus or submit tries again.
  const load = useCallback(
    () =>
      (schema.current ??= loadSchema().catch((error: unknown) => {
        schema.current = null;
        throw error;
      })),
    [loadSchema],
  );

  const check = async () => {
    const parser = await load();
    const result = parser.safeParse(Object.fromEntries(fields.map((name) => [name, valueOf(name)])));
    return result.success
      ? { data: result.data, errors: {} as FieldErrors<K> }
      : { data: undefined, errors: firstMessages(result.error.issues, fields) };
  };

  // Stable, for an effect that moves the cursor when a field appears.
  const focus = useCallback((name: K) => controlOf(formRef.current, name)?.focus(), []);

  const field = (name: K) => ({
    name,
    onChange: () => {
      if (watch.includes(name)) setValues((current) => ({ ...current, [name]: valueOf(name) }));
      if (!submitted.current) return;
      check().then(
        (result) => setErrors((current) => withFieldError(current, name, result.errors)),
        () => undefined,
      );
    },
  });

  /** `onValid` may return a promise: the form is `submitting` until it settles. */
  const handleSubmit =
    (onValid: (values: Out) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      check().then(
        (result) => {
          setErrors(result.errors);
          if (result.data !== undefined) {
            const pending = onValid(result.data);
            if (!pending) return;
            setSubmitting(true);
            void pending.finally(() => setSubmitting(false));
            return;
          }
          const first = fields.find((name) => result.errors[name] !== undefined);
          if (first) focus(first);
        },
        // The schema could not be loaded: nothing is sent; the next submit loads it again.
        () => undefined,
      );
    };

  /** A message from the server's answer under `name`, optionally with the cursor in the field. */
  const setError = (name: K, message: string, { shouldFocus = false } = {}) => {
    setErrors((current) => ({ ...current, [name]: message }));
    if (shouldFocus) focus(name);
  };

  /** Empties one field and forgets its error. */
  const resetField = (name: K) => {
    const element = control(name);
    if (element) element.value = '';
    if (watch.includes(name)) setValues((current) => ({ ...current, [name]: '' }));
    setErrors((current) => withFieldError(current, name, {}));
  };

  /** Back to the untouched state (the form element itself is cleared by remounting it). */
  const reset = () => {
    submitted.current = false;
    setErrors({});
    setValues(
      (current) => current && (Object.fromEntries(watch.map((name) => [name, ''])) as typeof current),
    );
  };

  return {
    errors,
    submitting,
    values,
    field,
    focus,
    handleSubmit,
    setError,
    resetField,
    reset,
    // Any focus inside the form starts loading the schema, before the first submit needs it.
    formProps: { ref: formRef, noValidate: true, onFocus: () => void load().catch(() => undefined) },
  };
}
