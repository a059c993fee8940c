import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CHAPTER_TITLE, type Chapter, chapterInputSchema } from '@contracts/chapter';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { FormField, fieldErrorId } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { errorText, toChapterInput, useChapterMutations } from './chapter-api';

type FormInput = z.input<typeof chapterInputSchema>;
type FormOutput = z.output<typeof chapterInputSchema>;

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function ChapterFormDialog({
  open,
  onOpenChange,
  chapter,
  nextOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chapter: Chapter | null;
  nextOrder: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{chapter ? 'Edit Chapter' : 'Add Chapter'}</DialogTitle>
        <DialogDescription>Subtitle, description and video path are required.</DialogDescription>
        {open ? (
          <ChapterForm chapter={chapter} nextOrder={nextOrder} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ChapterForm({
  chapter,
  nextOrder,
  onDone,
}: {
  chapter: Chapter | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { create, update } = useChapterMutations();
  const { register, control, handleSubmit, watch, formState } = useForm<FormInput, unknown, FormOutput>({
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
  const { errors } = formState;
  const [subtitle = '', description = '', videoSrc = ''] = watch(['subtitle', 'description', 'videoSrc']);
  const complete = subtitle.trim() && description.trim() && videoSrc.trim();
  const described = (key: keyof typeof errors, id: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};

  const submit = handleSubmit(async (values) => {
    try {
      if (chapter) {
        await update.mutateAsync({ id: chapter.id, input: values });
        toast.success('Blood Message chapter updated successfully!');
      } else {
        await create.mutateAsync(values);
        toast.success('Blood Message chapter added successfully!');
      }
      onDone();
    } catch (error) {
      toast.error(errorText(error, chapter ? 'Failed to update chapter' : 'Failed to add chapter'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField id="chapter-title" label="Title" error={errors.title?.message}>
          <Input id="chapter-title" {...described('title', 'chapter-title')} {...register('title')} />
        </FormField>
        <FormField id="chapter-order" label="Order" error={errors.order?.message}>
          <Input
            id="chapter-order"
            type="number"
            min={0}
            inputMode="numeric"
            {...described('order', 'chapter-order')}
            {...register('order', { setValueAs: toNumber })}
          />
        </FormField>
      </div>
      <FormField id="chapter-subtitle" label="Subtitle" required error={errors.subtitle?.message}>
        <Input
          id="chapter-subtitle"
          aria-required="true"
          {...described('subtitle', 'chapter-subtitle')}
          {...register('subtitle')}
        />
      </FormField>
      <FormField id="chapter-description" label="Description" required error={errors.description?.message}>
        <Textarea
          id="chapter-description"
          rows={5}
          aria-required="true"
          {...described('description', 'chapter-description')}
          {...register('description')}
        />
      </FormField>
      <FormField
        id="chapter-video"
        label="Video Path"
        required
        hint="A site path such as /videos/chapters/chapter-1.mp4, or an http(s) URL."
        error={errors.videoSrc?.message}
      >
        <Input
          id="chapter-video"
          aria-required="true"
          {...described('videoSrc', 'chapter-video')}
          {...register('videoSrc')}
        />
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <label className="flex items-center gap-2 text-sm text-bone-100">
            <Switch checked={field.value ?? true} onCheckedChange={field.onChange} />
            Active (played on the Blood Message page)
          </label>
        )}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!complete || formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : chapter ? 'Update Chapter' : 'Add Chapter'}
        </Button>
      </DialogFooter>
    </form>
  );
}
