import type { GameMode } from '@contracts/game-mode';
import { gameModeResource, toGameModeInput } from '~/features/admin-game-modes/game-mode-api';
import { GameModeCard } from '~/features/admin-game-modes/game-mode-card';
import { GameModeFormDialog } from '~/features/admin-game-modes/game-mode-form-dialog';
import { ContentListPage } from '~/features/admin-shared/content-list-page';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import type { Route } from './+types/game-modes';

export const meta: Route.MetaFunction = () => [{ title: 'Game Modes Management | Blood & Mayhem Admin' }];

export default function GameModesPage() {
  const query = gameModeResource.useList();
  const { update, remove } = gameModeResource.useWrites();

  const toggleFeatured = (mode: GameMode) =>
    runWithToasts(
      () =>
        update.mutateAsync({ id: mode.id, input: { ...toGameModeInput(mode), featured: !mode.featured } }),
      { success: 'Game mode updated successfully!', failure: 'Failed to update game mode' },
    );

  return (
    <ContentListPage<GameMode>
      title="Game Modes Management"
      description="The game cards shown on the landing page."
      preview={{ href: '/', label: 'Preview Landing' }}
      addLabel="Add Game Mode"
      query={query}
      loadingLabel="Loading game modes..."
      loadFailure="Failed to load game modes"
      emptyText="No game modes yet. Add the first one!"
      FormDialog={GameModeFormDialog}
      remove={{
        mutateAsync: remove.mutateAsync,
        success: 'Game mode deleted successfully!',
        failure: 'Failed to delete game mode',
      }}
      deleteDialog={{
        title: 'Delete Game Mode',
        description: (mode) =>
          `Are you sure you want to delete the game mode "${mode?.name ?? ''}"? This action cannot be undone.`,
      }}
    >
      {(modes, { edit, askDelete }) => (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {modes.map((mode) => (
            <GameModeCard
              key={mode.id}
              mode={mode}
              onToggleFeatured={() => void toggleFeatured(mode)}
              onEdit={() => edit(mode)}
              onDelete={() => askDelete(mode)}
            />
          ))}
        </ul>
      )}
    </ContentListPage>
  );
}
