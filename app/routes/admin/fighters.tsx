import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Fighter } from '@contracts/fighter';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FormField } from '~/components/ui/form-field';
import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';
import { toFighterInput, useAdminFighters, useFighterMutations } from '~/features/admin-fighters/fighter-api';
import {
  FEATURED_FILTERS,
  type FeaturedFilter,
  filterFighters,
} from '~/features/admin-fighters/fighter-filters';
import { FighterFormDialog } from '~/features/admin-fighters/fighter-form-dialog';
import type { FighterActions } from '~/features/admin-fighters/fighter-row';
import { useFighterTranslations } from '~/features/admin-fighters/fighter-translations';
import { FighterStatCards } from '~/features/admin-fighters/fighter-stat-cards';
import { FighterTable } from '~/features/admin-fighters/fighter-table';
import { ManageAbilitiesDialog } from '~/features/admin-fighters/manage-abilities-dialog';
import { PatchHistoryDialog } from '~/features/admin-fighters/patch-history-dialog';
import { UpcomingFeaturesCard } from '~/features/admin-fighters/upcoming-features-card';
import { PageHeader } from '~/features/admin-shared/page-header';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { useItemDialog } from '~/features/admin-shared/use-item-dialog';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import type { Route } from './+types/fighters';

export const meta: Route.MetaFunction = () => [{ title: 'Fighter Management | Blood & Mayhem Admin' }];

export default function FightersPage() {
  const query = useAdminFighters();
  const { update, remove } = useFighterMutations();
  const [search, setSearch] = useState('');
  const [featured, setFeatured] = useState<FeaturedFilter>('all');
  const { openAdd, openEdit, dialog } = useItemDialog<Fighter>();
  const [abilitiesFor, setAbilitiesFor] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<Fighter | null>(null);
  const translations = useFighterTranslations();
  useLoadErrorToast(query, 'Failed to load fighters. Please try again.');

  const fighters = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterFighters(fighters, search, featured), [fighters, search, featured]);
  // Read from the list so the ability dialog shows each save at once.
  const abilityFighter = fighters.find((fighter) => fighter.id === abilitiesFor) ?? null;

  const { askDelete, confirmProps } = useConfirmDelete((fighter: Fighter) =>
    runWithToasts(() => remove.mutateAsync(fighter.id), {
      success: 'Fighter deleted successfully!',
      failure: 'Failed to delete fighter',
    }),
  );

  const actions: FighterActions = {
    onEdit: openEdit,
    onManageAbilities: (fighter) => setAbilitiesFor(fighter.id),
    onPatchHistory: setHistoryOf,
    onDelete: askDelete,
    onToggleFeatured: (fighter) =>
      void runWithToasts(
        () =>
          update.mutateAsync({
            id: fighter.id,
            input: { ...toFighterInput(fighter), featured: !fighter.featured },
          }),
        {
          success: fighter.featured ? 'Fighter removed from featured!' : 'Fighter marked as featured!',
          failure: 'Failed to update fighter',
        },
      ),
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Fighter Management" description="Manage the roster, its stats, media and abilities.">
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" /> Add Fighter
        </Button>
      </PageHeader>

      <FighterStatCards fighters={fighters} />

      <section aria-labelledby="fighter-list-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="fighter-list-heading" className="font-display text-xl font-bold text-bone-50">
            Fighters ({visible.length})
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchInput
              id="fighter-search"
              label="Search fighters"
              placeholder="Search fighters by name or role..."
              value={search}
              onValueChange={setSearch}
              className="sm:w-72"
            />
            <FormField id="fighter-featured-filter" label="Featured filter" labelHidden>
              {(control) => (
                <OptionSelect
                  {...control}
                  options={FEATURED_FILTERS}
                  value={featured}
                  onChange={setFeatured}
                  className="sm:w-44"
                />
              )}
            </FormField>
          </div>
        </div>
        <FighterTable
          fighters={visible}
          isLoading={query.isPending}
          error={query.isError && !query.data ? query.error.message || 'Failed to load fighters' : null}
          actions={actions}
          translations={translations}
        />
      </section>

      <UpcomingFeaturesCard />

      <FighterFormDialog {...dialog} />
      <ManageAbilitiesDialog
        fighter={abilityFighter}
        onOpenChange={(open) => !open && setAbilitiesFor(null)}
      />
      {translations.dialog}
      <PatchHistoryDialog fighter={historyOf} onOpenChange={(open) => !open && setHistoryOf(null)} />
      <ConfirmDialog
        {...confirmProps}
        title="Delete Fighter"
        description="Are you sure you want to delete this fighter? This action cannot be undone."
      />
    </div>
  );
}
