import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type Ability, type Fighter, MAX_ABILITIES } from '@contracts/fighter';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { AbilityCard } from './ability-card';
import { AbilityFormDialog } from './ability-form-dialog';
import { toFighterInput, useFighterMutations } from './fighter-api';

/**
 * The abilities of one stored fighter. The API has no ability resource: adding or deleting one
 * saves the whole fighter (docs/back-office-screens.md §4).
 */
export function ManageAbilitiesDialog({
  fighter,
  onOpenChange,
}: {
  fighter: Fighter | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { update } = useFighterMutations();
  const [adding, setAdding] = useState(false);

  async function save(abilities: Ability[]) {
    if (!fighter) return false;
    try {
      await update.mutateAsync({ id: fighter.id, input: { ...toFighterInput(fighter), abilities } });
      return true;
    } catch (error) {
      console.warn('Saving the abilities failed', error);
      return false;
    }
  }

  async function add(ability: Ability) {
    const saved = await save([...(fighter?.abilities ?? []), ability]);
    if (saved) toast.success('Ability added successfully!');
    else toast.error('Failed to add ability. Please try again.');
    return saved;
  }

  async function remove(index: number) {
    const saved = await save((fighter?.abilities ?? []).filter((_, i) => i !== index));
    if (saved) toast.success('Ability deleted successfully!');
    else toast.error('Failed to delete ability. Please try again.');
  }

  const { toDelete, askDelete, confirmProps } = useConfirmDelete(remove);
  const abilities = fighter?.abilities ?? [];
  const full = abilities.length >= MAX_ABILITIES;
  const deleting = toDelete === null ? undefined : abilities[toDelete];

  return (
    <Dialog open={fighter !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{fighter?.name}</DialogTitle>
        <DialogDescription>Manage the abilities of this fighter.</DialogDescription>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-display text-base font-bold text-bone-50">
            Current Abilities ({abilities.length})
          </h3>
          <Button size="sm" onClick={() => setAdding(true)} disabled={full}>
            <Plus aria-hidden="true" /> Add Ability
          </Button>
        </div>
        {full ? (
          <p className="mt-2 text-xs text-bone-500">A fighter has at most {MAX_ABILITIES} abilities.</p>
        ) : null}
        {abilities.length ? (
          <ul className="mt-4 flex flex-col gap-3">
            {abilities.map((ability, index) => (
              <AbilityCard
                key={`${index}-${ability.name}`}
                ability={ability}
                onDelete={() => askDelete(index)}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-md border border-dashed border-ink-600 p-6 text-center text-sm text-bone-500">
            No abilities yet.
          </p>
        )}
        <AbilityFormDialog open={adding} onOpenChange={setAdding} onSave={add} />
        <ConfirmDialog
          {...confirmProps}
          title="Delete Ability"
          description={`Are you sure you want to delete the ability "${deleting?.name ?? ''}"? This action cannot be undone.`}
        />
      </DialogContent>
    </Dialog>
  );
}
