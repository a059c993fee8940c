import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BoundField } from '~/features/admin-shared/field-binder';
import type { EditorVariant } from './editor-extensions';
import { RichTextField } from './rich-text-field';

type RichTextFormFieldProps<Form extends FieldValues> = BoundField<Form, string | undefined> & {
  id: string;
  label: ReactNode;
  variant: EditorVariant;
  required?: boolean;
  hint?: ReactNode;
  /** The text under the field; the form may word it its own way (FAQ's one message). */
  error?: string;
};

/** The rich text field bound to a react-hook-form string field. */
export function RichTextFormField<Form extends FieldValues>({
  control,
  name,
  ...field
}: RichTextFormFieldProps<Form>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <RichTextField
          {...field}
          value={(value as string | undefined) ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          focusRef={ref}
        />
      )}
    />
  );
}
