import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { MediaKind } from './media-file';
import { MediaUploadField } from './media-upload-field';

type MediaFormFieldProps<Form extends FieldValues> = {
  control: Control<Form, unknown, FieldValues>;
  /** A field that holds the stored URL, or null for no file. */
  name: FieldPathByValue<Form, string | null | undefined>;
  kind: MediaKind;
  label: string;
  hint: string;
  onBusyChange?: (busy: boolean) => void;
};

/** The upload field bound to a form field: the stored URL once uploaded, null once removed. */
export function MediaFormField<Form extends FieldValues>({
  control,
  name,
  ...upload
}: MediaFormFieldProps<Form>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <MediaUploadField {...upload} value={value as string | null | undefined} onChange={onChange} />
      )}
    />
  );
}
