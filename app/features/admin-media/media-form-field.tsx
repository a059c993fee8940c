import type { FieldValues } from 'react-hook-form';
import { useControlledValue } from '~/features/admin-shared/controlled-value';
import type { BoundField } from '~/features/admin-shared/field-binder';
import type { MediaKind } from './media-file';
import { MediaUploadField } from './media-upload-field';

/** `name`: a field that holds the stored URL, or null for no file. */
type MediaFormFieldProps<Form extends FieldValues> = BoundField<Form, string | null | undefined> & {
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
  const { value, onChange } = useControlledValue({ control, name });
  return <MediaUploadField {...upload} value={value} onChange={onChange} />;
}
