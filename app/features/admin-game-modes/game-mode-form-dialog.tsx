import { GAME_MODE_STATUSES, GAME_PLATFORMS, type GameMode, gameModeInputSchema } from '@contracts/game-mode';
import { InputField } from '~/components/ui/input-field';
import { SelectField } from '~/components/ui/select-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { allFilled } from '~/features/admin-shared/form-filled';
import { FormForItem } from '~/features/admin-shared/form-for-item';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import type { ItemFormProps } from '~/features/admin-shared/item-form-dialog';
import { OrderField, toOptionalNumber } from '~/features/admin-shared/order-field';
import { SwitchField } from '~/features/admin-shared/switch-field';
import { gameModeResource, toGameModeInput } from './game-mode-api';

// Optional media and link of the card; the placeholders hint at the expected form of each.
const LINK_FIELDS = [
  { name: 'imageUrl', id: 'mode-image', label: 'Image URL', placeholder: '/images/...' },
  { name: 'videoUrl', id: 'mode-video', label: 'Video URL', placeholder: '/videos/...' },
  { name: 'linkUrl', id: 'mode-link', label: 'Link URL', placeholder: 'https://...' },
] as const;

/** Add (item null) and Edit share one form; defaults: platform PC, status Coming Soon. */
export function GameModeForm({ nextOrder, ...dialog }: ItemFormProps<GameMode>) {
  const { item: mode } = dialog;
  const stored = mode ? toGameModeInput(mode) : null;
  const form = useBackOfficeForm(gameModeInputSchema, {
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
  });
  const { register, fieldProps, controlled, watch } = form;
  const complete = allFilled(watch(['name', 'subtitle', 'description']));

  return (
    <FormForItem {...dialog} form={form} resource={gameModeResource} complete={complete}>
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
        <SwitchField {...controlled('featured')} unsetChecked={false}>
          Featured
        </SwitchField>
        <SwitchField {...controlled('isActive')}>Active (shown on the landing page)</SwitchField>
      </div>
    </FormForItem>
  );
}
