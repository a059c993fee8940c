import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldBinder } from './field-binder';

/**
 * Every back-office form (docs/decisions/0049-one-form-style.md): react-hook-form, checked by its
 * contract's zod schema, with what its fields spread, the name
 * written once: `fieldProps(name)` for an input, select or textarea (its registration and
 * error), `controlled(name)` for a switch, rich text or upload (the control and the name; the
 * field reads its own error).
 */
export function useBackOfficeForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  return {
    ...form,
    fieldProps: fieldBinder(form.register, form.formState.errors),
    controlled: <N extends Path<In>>(name: N) => ({ control: form.control, name }),
  };
}

/** What useBackOfficeForm returns, for field groups split out of a form's component. */
export type BackOfficeForm<In extends FieldValues, Out> = ReturnType<typeof useBackOfficeForm<In, Out>>;
