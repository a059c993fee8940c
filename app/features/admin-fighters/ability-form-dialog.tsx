import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ABILITY_SUB_TYPES, ABILITY_TYPES, type Ability, abilityInputSchema } from '@contracts/fighter';
import { Input } from '~/components/ui/input';
import { InputField } from '~/components/ui/input-field';
import { Label } from '~/components/ui/label';
import { SelectField } from '~/components/ui/select-field';
import { Textarea } from '~/components/ui/textarea';
import { FormDialog } from '~/features/admin-shared/form-dialog';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { MediaFormField } from '~/features/admin-media/media-form-field';
import { Required } from '~/components/ui/required-mark';

type AbilityForm = z.input<typeof abilityInputSchema>;

const EMPTY: AbilityForm = {
  name: '',
  type: 'Ability',
  subType: 'Trait',
  frequency: '',
  usage: '',
  description: '',
  demoVideoUrl: null,
  imageUrl: null,
};

/**
 * The 'Add New Ability' form. `onSave` resolves true when the ability was kept (added to the
 * local list or saved on the server); the dialog then closes.
 */
export function AbilityFormDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (ability: Ability) => Promise<boolean>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Ability"
      description="Name and description are required."
      className="max-w-xl"
    >
      <AbilityFormBody onCancel={() => onOpenChange(false)} onSave={onSave} />
    </FormDialog>
  );
}

function AbilityFormBody({
  onCancel,
  onSave,
}: {
  onCancel: () => void;
  onSave: (ability: Ability) => Promise<boolean>;
}) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<AbilityForm, unknown, Ability>({
    resolver: zodResolver(abilityInputSchema),
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, watch, formState } = form;
  const name = watch('name') ?? '';
  const description = watch('description') ?? '';
  const saving = formState.isSubmitting;
  const incomplete = !name.trim() || !description.trim();
  const errors = formState.errors;

  const submit = handleSubmit(async (ability) => {
    if (await onSave(ability)) onCancel();
  });

  return (
    <form
      className="mt-4 flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        // This form can sit inside the fighter form's dialog: its submit must not reach that form.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ability-name">
          Ability Name <Required />
        </Label>
        <Input id="ability-name" aria-required="true" aria-invalid={!!errors.name} {...register('name')} />
        {errors.name ? <p className="text-xs text-blood-400">{errors.name.message}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="ability-type" label="Type" options={ABILITY_TYPES} {...register('type')} />
        <SelectField
          id="ability-subtype"
          label="Sub Type"
          options={ABILITY_SUB_TYPES}
          {...register('subType')}
        />
        <InputField
          id="ability-frequency"
          label="Frequency"
          placeholder="e.g. Always, Once Per Cycle"
          {...register('frequency')}
        />
        <InputField
          id="ability-usage"
          label="Usage"
          placeholder="e.g. Cycle Agnostic"
          {...register('usage')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ability-description">
          Description <Required />
        </Label>
        <Textarea
          id="ability-description"
          rows={4}
          aria-required="true"
          aria-invalid={!!errors.description}
          {...register('description')}
        />
        {errors.description ? <p className="text-xs text-blood-400">{errors.description.message}</p> : null}
      </div>
      <MediaFormField
        control={control}
        name="demoVideoUrl"
        kind="video"
        label="Demo Video"
        hint="Recommended: 1920x1080px MP4 format, Max 50MB"
        onBusyChange={setUploading}
      />
      <FormDialogFooter
        onCancel={onCancel}
        submitLabel="Add Ability"
        saving={saving}
        disabled={incomplete || uploading}
      />
    </form>
  );
}
