import type { FieldProps } from './form-field';

/**
 * A field component's props in two: the field's own (id, label, asterisk, hint, error) for its
 * FormField, and the rest for the control it wraps.
 */
export function splitFieldProps<P extends FieldProps>({ id, label, required, hint, error, ...control }: P) {
  return [{ id, label, required, hint, error }, control] as const;
}
