import { ExternalLink, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { GameMode } from '@contracts/game-mode';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Spinner } from '~/components/ui/spinner';
import {
  errorText,
  toGameModeInput,
  useAdminGameModes,
  useGameModeMutations,
} from '~/features/admin-game-modes/game-mode-api';
import { GameModeCard } from '~/features/admin-game-modes/game-mode-card';
import { GameModeFormDialog } from '~/features/admin-game-modes/game-mode-form-dialog';
import type { Route } from './+types/game-modes';

export const meta: Route.MetaFunction = () => [{ title: 'Game Modes Management | Blood & Mayhem Admin' }];

export default function GameModesPage() {
  const query = useAdminGameModes();
  const { update, remove } = useGameModeMutations();
  const [form, setForm] = useState<{ open: boolean; mode: GameMode | null }>({ open: false, mode: null });
  const [toDelete, setToDelete] = useState<GameMode | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load game modes');
  }, [query.isError, query.errorUpdatedAt]);

  const modes = query.data ?? [];

  async function toggleFeatured(mode: GameMode) {
    try {
      await update.mutateAsync({
        id: mode.id,
        input: { ...toGameModeInput(mode), featured: !mode.featured },
      });
      toast.success('Game mode updated successfully!');
    } catch (error) {
      toast.error(errorText(error, 'Failed to update game mode'));
    }
  }

  async function deleteMode(mode: GameMode) {
    try {
      await remove.mutateAsync(mode.id);
      toast.success('Game mode deleted successfully!');
    } catch (error) {
      toast.error(errorText(error, 'Failed to delete game mode'));
    }
  }

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading game modes..." className="py-10" />;
  else if (query.isError && !query.data)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-ink-700 py-10 text-center"
      >
        <p className="text-blood-400">{query.error.message || 'Failed to load game modes'}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (!modes.length)
    body = (
      <p className="rounded-lg border border-dashed border-ink-600 py-10 text-center text-bone-300">
        No game modes yet. Add the first one!
      </p>
    );
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {modes.map((mode) => (
          <GameModeCard
            key={mode.id}
            mode={mode}
            onToggleFeatured={() => void toggleFeatured(mode)}
            onEdit={() => setForm({ open: true, mode })}
            onDelete={() => setToDelete(mode)}
          />
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-bone-50">Game Modes Management</h1>
          <p className="mt-1 text-sm text-bone-300">The game cards shown on the landing page.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ExternalLink aria-hidden="true" /> Preview Landing
          </a>
          <Button onClick={() => setForm({ open: true, mode: null })}>
            <Plus aria-hidden="true" /> Add Game Mode
          </Button>
        </div>
      </header>
      {body}
      <GameModeFormDialog
        open={form.open}
        mode={form.mode}
        nextOrder={modes.length + 1}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Game Mode"
        description={`Are you sure you want to delete the game mode "${toDelete?.name ?? ''}"? This action cannot be undone.`}
        onConfirm={() => {
          if (toDelete) void deleteMode(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
