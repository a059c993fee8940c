import { type FormEvent, useCallback, useRef, useState } from 'react';

/** One problem the schema found: the path of the field and the message to show under it. */
type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The part of a zod schema the form needs, described here so that this module (and the page that
 * uses it) does not import zod: the schema is loaded on demand.
 */
export type FormSchema<Out> = {
  safeParse(values: unknown): { success: true; data: Out } | { success: false; error: { issues: Issue[] } };
};

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

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

/**
 * A small public form validated by the API's own schema, loaded when the visitor first focuses a
 * field (or at the latest on submit), so the page ships neither zod nor a form library. It
 * behaves as the back office's forms do: nothing is checked before the first submit; a submit
 * checks every field, shows the first message of each and focuses the first invalid field; after
 * that, typing in a field checks it again. The inputs stay uncontrolled: the server-rendered
 * markup carries only their names, and what a visitor types before hydration is kept.
 * `initialErrors` are the server's, for a form its page's action refused: the form is then as
 * after a submit.
 */
export function useSchemaForm<K extends string, Out>({
  fields,
  loadSchema,
  initialErrors,
}: {
  fields: readonly K[];
  loadSchema: () => Promise<FormSchema<Out>>;
  initialErrors?: FieldErrors<K>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useRef<Promise<FormSchema<Out>> | null>(null);
  const submitted = useRef(initialErrors !== undefined && Object.keys(initialErrors).length > 0);
  const [errors, setErrors] = useState<FieldErrors<K>>(initialErrors ?? {});

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
    const form = formRef.current;
    const values = Object.fromEntries(
      fields.map((name) => {
        const control = form?.elements.namedItem(name);
        return [name, control && 'value' in control ? control.value : ''];
      }),
    );
    const result = parser.safeParse(values);
    return result.success
      ? { data: result.data, errors: {} as FieldErrors<K> }
      : { data: undefined, errors: firstMessages(result.error.issues, fields) };
  };

  const field = (name: K) => ({
    name,
    onChange: () => {
      if (!submitted.current) return;
      check().then(
        (result) => setErrors((current) => withFieldError(current, name, result.errors)),
        () => undefined,
      );
    },
  });

  const handleSubmit = (onValid: (values: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    check().then(
      (result) => {
        setErrors(result.errors);
        if (result.data !== undefined) {
          onValid(result.data);
          return;
        }
        const first = fields.find((name) => result.errors[name] !== undefined);
        const control = first ? formRef.current?.elements.namedItem(first) : null;
        if (control instanceof HTMLElement) control.focus();
      },
      // The schema could not be loaded: nothing is sent; the next submit loads it again.
      () => undefined,
    );
  };

  /** Back to the untouched state (the form element itself is cleared by remounting it). */
  const reset = () => {
    submitted.current = false;
    setErrors({});
  };

  return {
    errors,
    field,
    handleSubmit,
    reset,
    // Any focus inside the form starts loading the schema, before the first submit needs it.
    formProps: { ref: formRef, noValidate: true, onFocus: () => void load().catch(() => undefined) },
  };
}
