import { type MediaItem, mediaUpdateSchema, usesSummary } from '@contracts/media';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { InputField } from '~/components/ui/input-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { useMediaMutations } from './media-api';

const USE_NAMES = { post: 'Post', fighter: 'Fighter', ability: 'Ability', game_mode: 'Game mode' } as const;

type Values = z.output<typeof mediaUpdateSchema>;

/** A file's alt text and caption, with the list of where it is used. */
export function EditMediaDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {item ? <EditMediaForm key={item.id} item={item} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditMediaForm({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { describe } = useMediaMutations();
  const { fieldProps, handleSubmit, formState } = useBackOfficeForm(mediaUpdateSchema, {
    altText: item.altText,
    caption: item.caption,
  });

  const onValid = async (values: Values) => {
    try {
      await describe.mutateAsync({ id: item.id, input: values });
      toast.success('File details saved!');
      onClose();
    } catch (error) {
      toast.error('Failed to save file details', {
        description: error instanceof Error && error.message ? error.message : 'Please try again later.',
      });
    }
  };

  return (
    <>
      <DialogTitle>Edit File</DialogTitle>
      <DialogDescription>{item.name}</DialogDescription>
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-5 flex flex-col gap-4">
        <InputField
          id="media-alt-text"
          label="Alt Text"
          hint={
            item.kind === 'image'
              ? 'What the image shows, for visitors who cannot see it. Max 250 characters.'
              : 'Max 250 characters.'
          }
          {...fieldProps('altText')}
        />
        <TextareaField
          id="media-caption"
          label="Caption"
          hint="Max 500 characters."
          rows={3}
          {...fieldProps('caption')}
        />
        <section aria-labelledby="media-uses-heading" className="flex flex-col gap-2">
          <h3 id="media-uses-heading" className="text-sm font-semibold text-bone-100">
            {usesSummary(item.uses)}
          </h3>
          {item.uses.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm text-bone-300">
              {item.uses.map((use) => (
                <li key={`${use.type}-${use.id}`}>
                  {USE_NAMES[use.type]}: {use.name}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <FormDialogFooter onCancel={onClose} submitLabel="Save Changes" saving={formState.isSubmitting} />
      </form>
    </>
  );
}
