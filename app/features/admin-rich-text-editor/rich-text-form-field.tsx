import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useControlledValue } from '~/features/admin-shared/controlled-value';
import type { BoundField } from '~/features/admin-shared/field-binder';
import type { EditorVariant } from './editor-extensions';
import { RichTextField } from './rich-text-field';

type RichTextFormFieldProps<Form extends FieldValues> = BoundField<Form, string | undefined> & {
  id: string;
  label: ReactNode;
  variant: EditorVariant;
  required?: boolean;
  hint?: ReactNode;
  /** Replaces the form field's own message: the form may word it its own way (FAQ's one message). */
  error?: string;
};

/** The rich text field bound to a react-hook-form string field. */
export function RichTextFormField<Form extends FieldValues>({
  control,
  name,
  error,
  ...field
}: RichTextFormFieldProps<Form>) {
  const bound = useControlledValue({ control, name });
  return (
    <RichTextField
      {...field}
      value={bound.value ?? ''}
      onChange={bound.onChange}
      onBlur={bound.onBlur}
      focusRef={bound.ref}
      error={error ?? bound.error}
    />
  );
}
