import type { ComponentProps, ReactNode } from 'react';
import { FormField, fieldErrorId } from './form-field';
import { Input } from './input';

export type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
};

/**
 * Splits a field's props between FormField and its control. The control gets its side of
 * FormField's contract, so screen readers hear what sighted staff see: required, and while there
 * is an error, invalid and described by that error.
 */
export function splitFieldProps<P extends object>({
  id,
  label,
  required,
  hint,
  error,
  ...rest
}: FieldProps & P) {
  return {
    field: { id, label, required, hint, error },
    control: {
      id,
      ...(required ? { 'aria-required': 'true' as const } : {}),
      ...(error ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {}),
      ...rest,
    },
  };
}

/** A labelled text input with its hint and error (FormField + Input). */
export function InputField(props: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      <Input {...control} />
    </FormField>
  );
}
