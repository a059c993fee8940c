import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CHAPTER_TITLE, type Chapter, chapterInputSchema } from '@contracts/chapter';
import { InputField } from '~/components/ui/input-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { MediaPickerDialog } from '~/features/admin-media/library/media-picker-dialog';
import { fieldBinder } from '~/features/admin-shared/field-binder';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { type ItemFormProps, saveItem } from '~/features/admin-shared/item-form-dialog';
import { OrderField, toOptionalNumber } from '~/features/admin-shared/order-field';
import { SwitchField } from '~/features/admin-shared/switch-field';
import { chapterNames, chapterResource, toChapterInput } from './chapter-api';

type FormInput = z.input<typeof chapterInputSchema>;
type FormOutput = z.output<typeof chapterInputSchema>;

/** Add (item null) and Edit of a chapter, in the dialog ContentListPage opens. */
export function ChapterForm({ item: chapter, nextOrder, onDone }: ItemFormProps<Chapter>) {
  const writes = chapterResource.useWrites();
  const { register, control, handleSubmit, watch, setValue, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(chapterInputSchema),
    defaultValues: chapter
      ? toChapterInput(chapter)
      : {
          title: CHAPTER_TITLE,
          subtitle: '',
          description: '',
          videoSrc: '',
          order: nextOrder,
          isActive: true,
        },
  });
  const fieldProps = fieldBinder(register, formState.errors);
  const [subtitle = '', description = '', videoSrc = ''] = watch(['subtitle', 'description', 'videoSrc']);
  const complete = subtitle.trim() && description.trim() && videoSrc.trim();

  const submit = handleSubmit(async (values) => {
    if (await saveItem(chapter, writes, values, chapterNames)) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <InputField id="chapter-title" label="Title" {...fieldProps('title')} />
        <OrderField id="chapter-order" {...fieldProps('order', { setValueAs: toOptionalNumber })} />
      </div>
      <InputField id="chapter-subtitle" label="Subtitle" required {...fieldProps('subtitle')} />
      <TextareaField
        id="chapter-description"
        label="Description"
        required
        rows={5}
        {...fieldProps('description')}
      />
      <div className="flex flex-col gap-1">
        <InputField
          id="chapter-video"
          label="Video Path"
          required
          hint="A site path such as /videos/chapters/chapter-1.mp4, an http(s) URL, or a clip from the library."
          {...fieldProps('videoSrc')}
        />
        <div>
          {/* Picking fills the same field, so a typed path and a picked clip are checked alike. */}
          <MediaPickerDialog
            kind="video"
            // Not "Video Path": that name belongs to the text field alone.
            label="Chapter video"
            onPick={(url) => setValue('videoSrc', url, { shouldDirty: true, shouldValidate: true })}
          />
        </div>
      </div>
      <SwitchField control={control} name="isActive">
        Active (played on the Blood Message page)
      </SwitchField>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel={chapter ? 'Update Chapter' : 'Add Chapter'}
        saving={formState.isSubmitting}
        disabled={!complete}
      />
    </form>
  );
}
