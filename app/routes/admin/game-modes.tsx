import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { GameMode } from '@contracts/game-mode';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import {
  toGameModeInput,
  useAdminGameModes,
  useGameModeMutations,
} from '~/features/admin-game-modes/game-mode-api';
import { GameModeCard } from '~/features/admin-game-modes/game-mode-card';
import { GameModeFormDialog } from '~/features/admin-game-modes/game-mode-form-dialog';
import { ListState } from '~/features/admin-shared/list-state';
import { PageHeader } from '~/features/admin-shared/page-header';
import { PreviewLink } from '~/features/admin-shared/preview-link';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import type { Route } from './+types/game-modes';

export const meta: Route.MetaFunction = () => [{ title: 'Game Modes Management | Blood & Mayhem Admin' }];

export default function GameModesPage() {
  const query = useAdminGameModes();
  const { update, remove } = useGameModeMutations();
  const [form, setForm] = useState<{ open: boolean; mode: GameMode | null }>({ open: false, mode: null });
  const [toDelete, setToDelete] = useState<GameMode | null>(null);
  useLoadErrorToast(query, 'Failed to load game modes');

  const modes = query.data ?? [];

  const toggleFeatured = (mode: GameMode) =>
    runWithToasts(
      () =>
        update.mutateAsync({ id: mode.id, input: { ...toGameModeInput(mode), featured: !mode.featured } }),
      { success: 'Game mode updated successfully!', failure: 'Failed to update game mode' },
    );

  const deleteMode = (mode: GameMode) =>
    runWithToasts(() => remove.mutateAsync(mode.id), {
      success: 'Game mode deleted successfully!',
      failure: 'Failed to delete game mode',
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Game Modes Management" description="The game cards shown on the landing page.">
        <div className="flex flex-wrap gap-2">
          <PreviewLink href="/">Preview Landing</PreviewLink>
          <Button onClick={() => setForm({ open: true, mode: null })}>
            <Plus aria-hidden="true" /> Add Game Mode
          </Button>
        </div>
      </PageHeader>
      <ListState
        query={query}
        loadingLabel="Loading game modes..."
        errorFallback="Failed to load game modes"
        isEmpty={!modes.length}
        emptyText="No game modes yet. Add the first one!"
      >
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
      </ListState>
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
