import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { GAME_MODE_STATUSES, GAME_PLATFORMS, type GameMode, gameModeInputSchema } from '@contracts/game-mode';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { FormField, fieldErrorId } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { errorText, toGameModeInput, useGameModeMutations } from './game-mode-api';

type FormInput = z.input<typeof gameModeInputSchema>;
type FormOutput = z.output<typeof gameModeInputSchema>;

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Add (mode null) and Edit share one form; defaults: platform PC, status Coming Soon. */
export function GameModeFormDialog({
  open,
  onOpenChange,
  mode,
  nextOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: GameMode | null;
  nextOrder: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{mode ? 'Edit Game Mode' : 'Add Game Mode'}</DialogTitle>
        <DialogDescription>Name, subtitle and description are required.</DialogDescription>
        {open ? <GameModeForm mode={mode} nextOrder={nextOrder} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GameModeForm({
  mode,
  nextOrder,
  onDone,
}: {
  mode: GameMode | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { create, update } = useGameModeMutations();
  const stored = mode ? toGameModeInput(mode) : null;
  const { register, control, handleSubmit, watch, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(gameModeInputSchema),
    defaultValues: {
      name: stored?.name ?? '',
      subtitle: stored?.subtitle ?? '',
      description: stored?.description ?? '',
      platform: stored?.platform ?? 'PC',
      status: stored?.status ?? 'Coming Soon',
      featured: stored?.featured ?? false,
      imageUrl: stored?.imageUrl ?? '',
      videoUrl: stored?.videoUrl ?? '',
      linkUrl: stored?.linkUrl ?? '',
      order: stored?.order ?? nextOrder,
      isActive: stored?.isActive ?? true,
    },
  });
  const { errors } = formState;
  const [name = '', subtitle = '', description = ''] = watch(['name', 'subtitle', 'description']);
  const complete = name.trim() && subtitle.trim() && description.trim();
  const described = (key: keyof typeof errors, id: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};

  const submit = handleSubmit(async (values) => {
    try {
      if (mode) {
        await update.mutateAsync({ id: mode.id, input: values });
        toast.success('Game mode updated successfully!');
      } else {
        await create.mutateAsync(values);
        toast.success('Game mode added successfully!');
      }
      onDone();
    } catch (error) {
      toast.error(errorText(error, mode ? 'Failed to update game mode' : 'Failed to add game mode'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="mode-name" label="Name" required error={errors.name?.message}>
          <Input
            id="mode-name"
            aria-required="true"
            {...described('name', 'mode-name')}
            {...register('name')}
          />
        </FormField>
        <FormField id="mode-subtitle" label="Subtitle" required error={errors.subtitle?.message}>
          <Input
            id="mode-subtitle"
            aria-required="true"
            {...described('subtitle', 'mode-subtitle')}
            {...register('subtitle')}
          />
        </FormField>
      </div>
      <FormField id="mode-description" label="Description" required error={errors.description?.message}>
        <Textarea
          id="mode-description"
          rows={4}
          aria-required="true"
          {...described('description', 'mode-description')}
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="mode-platform" label="Platform">
          <NativeSelect id="mode-platform" {...register('platform')}>
            {GAME_PLATFORMS.map((platform) => (
              <option key={platform}>{platform}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="mode-status" label="Status">
          <NativeSelect id="mode-status" {...register('status')}>
            {GAME_MODE_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="mode-order" label="Order" error={errors.order?.message}>
          <Input
            id="mode-order"
            type="number"
            min={0}
            inputMode="numeric"
            {...described('order', 'mode-order')}
            {...register('order', { setValueAs: toNumber })}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="mode-image" label="Image URL" error={errors.imageUrl?.message}>
          <Input
            id="mode-image"
            placeholder="/images/..."
            {...described('imageUrl', 'mode-image')}
            {...register('imageUrl')}
          />
        </FormField>
        <FormField id="mode-video" label="Video URL" error={errors.videoUrl?.message}>
          <Input
            id="mode-video"
            placeholder="/videos/..."
            {...described('videoUrl', 'mode-video')}
            {...register('videoUrl')}
          />
        </FormField>
        <FormField id="mode-link" label="Link URL" error={errors.linkUrl?.message}>
          <Input
            id="mode-link"
            placeholder="https://..."
            {...described('linkUrl', 'mode-link')}
            {...register('linkUrl')}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-6">
        <Controller
          control={control}
          name="featured"
          render={({ field }) => (
            <label className="flex items-center gap-2 text-sm text-bone-100">
              <Switch checked={!!field.value} onCheckedChange={field.onChange} />
              Featured
            </label>
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <label className="flex items-center gap-2 text-sm text-bone-100">
              <Switch checked={field.value ?? true} onCheckedChange={field.onChange} />
              Active (shown on the landing page)
            </label>
          )}
        />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!complete || formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : mode ? 'Update Game Mode' : 'Add Game Mode'}
        </Button>
      </DialogFooter>
    </form>
  );
}
