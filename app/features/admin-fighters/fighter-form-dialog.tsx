import { useId, useState } from 'react';
import type { z } from 'zod';
import { type Ability, type Fighter, fighterInputSchema } from '@contracts/fighter';
import { FormDialog } from '~/features/admin-shared/form-dialog';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import type { ItemDialogProps } from '~/features/admin-shared/use-item-dialog';
import { FormDialogFooter } from '~/features/admin-shared/form-dialog-footer';
import { allFilled } from '~/features/admin-shared/form-filled';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { toFighterInput, useFighterMutations } from './fighter-api';
import { FighterTextFields, FighterStatFields } from './fighter-form-fields';
import { MediaFormField } from '~/features/admin-media/media-form-field';
import { PendingAbilities } from './pending-abilities';
import { ViewActivityLink } from '~/features/admin-activity/view-activity-link';

export type FighterForm = z.input<typeof fighterInputSchema>;

const NEW_FIGHTER: FighterForm = {
  name: '',
  role: '',
  bio: '',
  imageUrl: null,
  videoUrl: null,
  stats: { attackDice: 'D3', defenseDice: 'D3', baseHP: 3, baseMobility: 3 },
  abilities: [],
  featured: false,
};

const MEDIA_FIELDS = [
  { name: 'imageUrl', kind: 'image', label: 'Portrait Image', hint: 'Recommended: 360x480px (3:4), Max 5MB' },
  {
    name: 'videoUrl',
    kind: 'video',
    label: 'Fighter Video',
    hint: 'Recommended: 1920x1080px MP4 format, Max 50MB',
  },
] as const;

/** Add Fighter (fighter null) and Edit Fighter share one form (docs/back-office-screens.md §2). */
export function FighterFormDialog({ open, onOpenChange, item: fighter }: ItemDialogProps<Fighter>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={fighter ? 'Edit Fighter' : 'Add New Fighter'}
      description={fighter ? `Change the details of ${fighter.name}.` : 'Name, role and bio are required.'}
    >
      <FighterFormBody fighter={fighter} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function FighterFormBody({ fighter, onDone }: { fighter: Fighter | null; onDone: () => void }) {
  const formId = useId();
  const { create, update } = useFighterMutations();
  const [pending, setPending] = useState<Ability[]>([]);
  // Saving waits for both uploads: the form must send the stored URLs, not the chosen files.
  const [uploads, setUploads] = useState({ image: false, video: false });
  const form = useBackOfficeForm(fighterInputSchema, fighter ? toFighterInput(fighter) : NEW_FIGHTER);
  const { controlled, handleSubmit, watch, formState } = form;
  const complete = allFilled(watch(['name', 'role', 'bio']));
  const uploading = uploads.image || uploads.video;

  const submit = handleSubmit(async (values) => {
    const saved = await runWithToasts(
      () =>
        fighter
          ? update.mutateAsync({ id: fighter.id, input: values })
          : create.mutateAsync({ ...values, abilities: pending }),
      fighter
        ? { success: 'Fighter updated successfully!', failure: 'Failed to update fighter' }
        : { success: 'Fighter added successfully!', failure: 'Failed to add fighter' },
    );
    if (saved) onDone();
  });

  return (
    <div className="mt-4 flex flex-col gap-5">
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FighterTextFields form={form} />
        <FighterStatFields form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          {MEDIA_FIELDS.map(({ name: field, kind, label, hint }) => (
            <MediaFormField
              key={field}
              {...controlled(field)}
              kind={kind}
              label={label}
              hint={hint}
              onBusyChange={(busy) => setUploads((u) => ({ ...u, [kind]: busy }))}
            />
          ))}
        </div>
      </form>
      {fighter ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-bone-500">
            Use Manage Abilities in the fighter's menu to change its abilities.
          </p>
          <ViewActivityLink entity="fighter" entityId={fighter.id} />
        </div>
      ) : (
        <PendingAbilities abilities={pending} onChange={setPending} />
      )}
      <FormDialogFooter
        className="mt-0"
        form={formId}
        onCancel={onDone}
        submitLabel={uploading ? 'Uploading...' : fighter ? 'Update Fighter' : 'Add Fighter'}
        saving={formState.isSubmitting}
        disabled={!complete || uploading}
      />
    </div>
  );
}
