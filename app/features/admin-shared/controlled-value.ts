import { type FieldValues, useController } from 'react-hook-form';
import type { BoundField } from './field-binder';

/**
 * What a controlled field (switch, rich text, upload) works with: the form value it is bound to,
 * typed as the `Value` its name holds, the handlers that change it, and its error message.
 */
export function useControlledValue<Form extends FieldValues, Value, Output>({
  control,
  name,
}: BoundField<Form, Value, Output>) {
  const { field, fieldState } = useController({ control, name });
  // FieldPathByValue guarantees a `Value` at `name`; TypeScript cannot see it.
  return { ...field, value: field.value as Value, error: fieldState.error?.message };
}
