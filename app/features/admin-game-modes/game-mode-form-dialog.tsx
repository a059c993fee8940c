import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GAME_MODE_STATUSES, GAME_PLATFORMS, type GameMode, gameModeInputSchema } from '@contracts/game-mode';
import { InputField } from '~/components/ui/input-field';
import { SelectField } from '~/components/ui/select-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { fieldBinder } from '~/features/admin-shared/field-binder';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { type ItemFormProps, saveItem } from '~/features/admin-shared/item-form-dialog';
import { OrderField, toOptionalNumber } from '~/features/admin-shared/order-field';
import { SwitchField } from '~/features/admin-shared/switch-field';
import { gameModeNames, gameModeResource, toGameModeInput } from './game-mode-api';

type FormInput = z.input<typeof gameModeInputSchema>;
type FormOutput = z.output<typeof gameModeInputSchema>;

// Optional media and link of the card; the placeholders hint at the expected form of each.
const LINK_FIELDS = [
  { name: 'imageUrl', id: 'mode-image', label: 'Image URL', placeholder: '/images/...' },
  { name: 'videoUrl', id: 'mode-video', label: 'Video URL', placeholder: '/videos/...' },
  { name: 'linkUrl', id: 'mode-link', label: 'Link URL', placeholder: 'https://...' },
] as const;

/** Add (item null) and Edit share one form; defaults: platform PC, status Coming Soon. */
export function GameModeForm({ item: mode, nextOrder, onDone }: ItemFormProps<GameMode>) {
  const writes = gameModeResource.useWrites();
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
  const fieldProps = fieldBinder(register, formState.errors);
  const [name = '', subtitle = '', description = ''] = watch(['name', 'subtitle', 'description']);
  const complete = name.trim() && subtitle.trim() && description.trim();

  const submit = handleSubmit(async (values) => {
    if (await saveItem(mode, writes, values, gameModeNames)) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="mode-name" label="Name" required {...fieldProps('name')} />
        <InputField id="mode-subtitle" label="Subtitle" required {...fieldProps('subtitle')} />
      </div>
      <TextareaField
        id="mode-description"
        label="Description"
        required
        rows={4}
        {...fieldProps('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField id="mode-platform" label="Platform" options={GAME_PLATFORMS} {...register('platform')} />
        <SelectField id="mode-status" label="Status" options={GAME_MODE_STATUSES} {...register('status')} />
        <OrderField id="mode-order" {...fieldProps('order', { setValueAs: toOptionalNumber })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {LINK_FIELDS.map(({ name, ...field }) => (
          <InputField key={name} {...field} {...fieldProps(name)} />
        ))}
      </div>
      <div className="flex flex-wrap gap-6">
        <SwitchField control={control} name="featured" unsetChecked={false}>
          Featured
        </SwitchField>
        <SwitchField control={control} name="isActive">
          Active (shown on the landing page)
        </SwitchField>
      </div>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel={mode ? 'Update Game Mode' : 'Add Game Mode'}
        saving={formState.isSubmitting}
        disabled={!complete}
      />
    </form>
  );
}
