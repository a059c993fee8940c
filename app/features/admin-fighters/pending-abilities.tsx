import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type Ability, MAX_ABILITIES } from '@contracts/fighter';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { AbilityFormDialog } from './ability-form-dialog';

/**
 * Abilities added while a fighter is being created: held here until the fighter is saved
 * (docs/back-office-screens.md §4), so nothing reaches the server for a fighter that is then cancelled.
 */
export function PendingAbilities({
  abilities,
  onChange,
}: {
  abilities: Ability[];
  onChange: (abilities: Ability[]) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<number | null>(null);
  const removing = toRemove === null ? undefined : abilities[toRemove];

  return (
    <section aria-labelledby="pending-abilities-heading" className="rounded-md border border-ink-700 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="pending-abilities-heading" className="text-sm font-semibold text-bone-50">
          Abilities ({abilities.length})
        </h3>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAdding(true)}
          disabled={abilities.length >= MAX_ABILITIES}
        >
          <Plus aria-hidden="true" /> Add Ability
        </Button>
      </div>
      {abilities.length ? (
        <ul className="mt-3 flex flex-col gap-2">
          {abilities.map((ability, index) => (
            <li
              key={`${index}-${ability.name}`}
              className="flex items-center justify-between gap-2 rounded bg-ink-850 px-3 py-2"
            >
              <span className="min-w-0 truncate text-sm text-bone-100">{ability.name}</span>
              <span className="flex shrink-0 items-center gap-1.5">
                <Badge variant="muted">{ability.subType}</Badge>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => setToRemove(index)}
                  aria-label={`Remove ability ${ability.name}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-bone-500">Abilities added here are saved with the fighter.</p>
      )}
      <AbilityFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSave={async (ability) => {
          onChange([...abilities, ability]);
          toast.success('Ability Added!');
          return true;
        }}
      />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove Ability"
        description={`Remove the ability "${removing?.name ?? ''}" from this new fighter?`}
        confirmLabel="Remove"
        onConfirm={() => {
          onChange(abilities.filter((_, i) => i !== toRemove));
          setToRemove(null);
          toast('Ability Removed.');
        }}
      />
    </section>
  );
}
