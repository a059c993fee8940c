import { CHAPTER_TITLE, type Chapter, chapterInputSchema } from '@contracts/chapter';
import { InputField } from '~/components/ui/input-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { MediaPickerDialog } from '~/features/admin-media/library/media-picker-dialog';
import { allFilled } from '~/features/admin-shared/form-filled';
import { FormForItem } from '~/features/admin-shared/form-for-item';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import type { ItemFormProps } from '~/features/admin-shared/item-form-dialog';
import { OrderField, toOptionalNumber } from '~/features/admin-shared/order-field';
import { SwitchField } from '~/features/admin-shared/switch-field';
import { chapterResource, toChapterInput } from './chapter-api';

/** Add (item null) and Edit of a chapter, in the dialog ContentListPage opens. */
export function ChapterForm({ nextOrder, ...dialog }: ItemFormProps<Chapter>) {
  const { item: chapter } = dialog;
  const form = useBackOfficeForm(
    chapterInputSchema,
    chapter
      ? toChapterInput(chapter)
      : {
          title: CHAPTER_TITLE,
          subtitle: '',
          description: '',
          videoSrc: '',
          order: nextOrder,
          isActive: true,
        },
  );
  const { fieldProps, controlled, watch, setValue } = form;
  const complete = allFilled(watch(['subtitle', 'description', 'videoSrc']));

  return (
    <FormForItem {...dialog} form={form} resource={chapterResource} complete={complete}>
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
      <SwitchField {...controlled('isActive')}>Active (played on the Blood Message page)</SwitchField>
    </FormForItem>
  );
}
