import type { Fighter } from '@contracts/fighter';
import { FormDialog } from '~/features/admin-shared/form-dialog';
import { EntryLabelForm } from './entry-label-form';
import { useFighterHistory } from './history-api';

/**
 * The balance changes of one fighter, recorded by each save, for staff to label with the game
 * version and the dev diary post that announced them.
 */
export function PatchHistoryDialog({
  fighter,
  onOpenChange,
}: {
  fighter: Fighter | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={fighter !== null}
      onOpenChange={onOpenChange}
      title={`Patch History: ${fighter?.name ?? ''}`}
      description="Each rebalance: the stats and abilities changed together. Label it with the game version and its patch notes."
    >
      {fighter ? <Entries fighterId={fighter.id} /> : null}
    </FormDialog>
  );
}

function Entries({ fighterId }: { fighterId: number }) {
  const history = useFighterHistory(fighterId);
  if (history.isPending) return <p className="mt-4 text-sm text-bone-300">Loading patch history...</p>;
  if (history.isError)
    return (
      <p className="mt-4 text-sm text-blood-400">{history.error.message || 'Failed to load patch history'}</p>
    );
  if (history.data.length === 0)
    return (
      <p className="mt-4 rounded-md border border-dashed border-ink-600 p-6 text-center text-sm text-bone-500">
        No balance changes recorded yet.
      </p>
    );
  return (
    <ol className="mt-4 flex max-h-[65vh] flex-col gap-3 overflow-y-auto pr-1">
      {history.data.map((entry) => (
        <EntryLabelForm key={entry.id} fighterId={fighterId} entry={entry} />
      ))}
    </ol>
  );
}
