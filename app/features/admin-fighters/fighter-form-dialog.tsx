import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { type Ability, type Fighter, fighterInputSchema } from '@contracts/fighter';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { errorText, toFighterInput, useFighterMutations } from './fighter-api';
import { FighterTextFields, FighterStatFields } from './fighter-form-fields';
import { MediaUploadField } from './media-upload-field';
import { PendingAbilities } from './pending-abilities';

export type FighterForm = z.input<typeof fighterInputSchema>;
type FighterValues = z.output<typeof fighterInputSchema>;

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

/** Add Fighter (fighter null) and Edit Fighter share one form (back-office.md §2). */
export function FighterFormDialog({
  open,
  onOpenChange,
  fighter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fighter: Fighter | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{fighter ? 'Edit Fighter' : 'Add New Fighter'}</DialogTitle>
        <DialogDescription>
          {fighter ? `Change the details of ${fighter.name}.` : 'Name, role and bio are required.'}
        </DialogDescription>
        {open ? <FighterFormBody fighter={fighter} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FighterFormBody({ fighter, onDone }: { fighter: Fighter | null; onDone: () => void }) {
  const formId = useId();
  const { create, update } = useFighterMutations();
  const [pending, setPending] = useState<Ability[]>([]);
  const [uploads, setUploads] = useState({ image: false, video: false });
  const form = useForm<FighterForm, unknown, FighterValues>({
    resolver: zodResolver(fighterInputSchema),
    defaultValues: fighter ? toFighterInput(fighter) : NEW_FIGHTER,
  });
  const { control, handleSubmit, watch, formState } = form;
  const [name = '', role = '', bio = ''] = watch(['name', 'role', 'bio']);
  const saving = formState.isSubmitting;
  const uploading = uploads.image || uploads.video;

  const submit = handleSubmit(async (values) => {
    try {
      if (fighter) {
        await update.mutateAsync({ id: fighter.id, input: values });
        toast.success('Fighter updated successfully!');
      } else {
        await create.mutateAsync({ ...values, abilities: pending });
        toast.success('Fighter added successfully!');
      }
      onDone();
    } catch (error) {
      toast.error(errorText(error, fighter ? 'Failed to update fighter' : 'Failed to add fighter'));
    }
  });

  return (
    <div className="mt-4 flex flex-col gap-5">
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FighterTextFields form={form} />
        <FighterStatFields form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <MediaUploadField
                kind="image"
                label="Portrait Image"
                hint="Recommended: 360x480px (3:4), Max 5MB"
                value={field.value}
                onChange={field.onChange}
                onBusyChange={(busy) => setUploads((u) => ({ ...u, image: busy }))}
              />
            )}
          />
          <Controller
            control={control}
            name="videoUrl"
            render={({ field }) => (
              <MediaUploadField
                kind="video"
                label="Fighter Video"
                hint="Recommended: 1920x1080px MP4 format, Max 50MB"
                value={field.value}
                onChange={field.onChange}
                onBusyChange={(busy) => setUploads((u) => ({ ...u, video: busy }))}
              />
            )}
          />
        </div>
      </form>
      {fighter ? (
        <p className="text-xs text-bone-500">
          Use Manage Abilities in the fighter's menu to change its abilities.
        </p>
      ) : (
        <PendingAbilities abilities={pending} onChange={setPending} />
      )}
      <DialogFooter className="mt-0">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          disabled={!name.trim() || !role.trim() || !bio.trim() || saving || uploading}
        >
          {saving ? 'Saving...' : uploading ? 'Uploading...' : fighter ? 'Update Fighter' : 'Add Fighter'}
        </Button>
      </DialogFooter>
    </div>
  );
}
