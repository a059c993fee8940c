import {
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  get,
} from 'react-hook-form';

/**
 * Props for InputField, TextareaField or OrderField by field name: the registration and that
 * field's error text. The name is written once, so a field cannot show another field's error.
 */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}

/**
 * For forms that report problems in one place rather than under each field: the registration, and
 * the field marked invalid while it has an error.
 */
export function invalidFlagBinder<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return <N extends Path<T>>(name: N) => ({
    ...(get(errors, name) ? { 'aria-invalid': true as const } : {}),
    ...register(name),
  });
}

/**
 * What a controlled field (switch, rich text, upload) is bound to: the form's control and the
 * name of a form field holding a `Value`.
 */
export type BoundField<Form extends FieldValues, Value, Output = FieldValues> = {
  control: Control<Form, unknown, Output>;
  name: FieldPathByValue<Form, Value>;
};
