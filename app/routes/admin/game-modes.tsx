import type { GameMode } from '@contracts/game-mode';
import { gameModeResource, toGameModeInput } from '~/features/admin-game-modes/game-mode-api';
import { GameModeCard } from '~/features/admin-game-modes/game-mode-card';
import { GameModeForm } from '~/features/admin-game-modes/game-mode-form-dialog';
import { ContentListPage } from '~/features/admin-shared/content-list-page';
import { writeToasts } from '~/features/admin-shared/content-names';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import type { Route } from './+types/game-modes';

export const meta: Route.MetaFunction = () => [{ title: 'Game Modes Management | Blood & Mayhem Admin' }];

export default function GameModesPage() {
  const { update } = gameModeResource.useWrites();

  const toggleFeatured = (mode: GameMode) =>
    runWithToasts(
      () =>
        update.mutateAsync({ id: mode.id, input: { ...toGameModeInput(mode), featured: !mode.featured } }),
      writeToasts(gameModeResource.names).update,
    );

  return (
    <ContentListPage<GameMode>
      title="Game Modes Management"
      description="The game cards shown on the landing page."
      preview={{ href: '/', label: 'Preview Landing' }}
      resource={gameModeResource}
      emptyText="No game modes yet. Add the first one!"
      Form={GameModeForm}
      formDescription="Name, subtitle and description are required."
      deleteLabel={(mode) => mode.name}
      itemLabel={(mode) => mode.name}
    >
      {(modes, { edit, askDelete, translations }) => (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {modes.map((mode) => (
            <GameModeCard
              key={mode.id}
              mode={mode}
              onToggleFeatured={() => void toggleFeatured(mode)}
              onEdit={() => edit(mode)}
              onDelete={() => askDelete(mode)}
              translations={translations(mode)}
            />
          ))}
        </ul>
      )}
    </ContentListPage>
  );
}
