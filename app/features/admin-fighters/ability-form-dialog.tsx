import { useState } from 'react';
import type { z } from 'zod';
import { ABILITY_SUB_TYPES, ABILITY_TYPES, type Ability, abilityInputSchema } from '@contracts/fighter';
import { InputField } from '~/components/ui/input-field';
import { SelectField } from '~/components/ui/select-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { FormDialog } from '~/features/admin-shared/form-dialog';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { allFilled } from '~/features/admin-shared/form-filled';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { MediaFormField } from '~/features/admin-media/media-form-field';

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
  const { register, fieldProps, controlled, handleSubmit, watch, formState } = useBackOfficeForm(
    abilityInputSchema,
    EMPTY,
  );
  const saving = formState.isSubmitting;
  const incomplete = !allFilled(watch(['name', 'description']));

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
      <InputField id="ability-name" label="Ability Name" required {...fieldProps('name')} />
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
      <TextareaField
        id="ability-description"
        label="Description"
        required
        rows={4}
        {...fieldProps('description')}
      />
      <MediaFormField
        {...controlled('demoVideoUrl')}
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
