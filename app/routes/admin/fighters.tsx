import { Plus, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { Fighter } from '@contracts/fighter';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import {
  errorText,
  toFighterInput,
  useAdminFighters,
  useFighterMutations,
} from '~/features/admin-fighters/fighter-api';
import {
  FEATURED_FILTERS,
  type FeaturedFilter,
  filterFighters,
} from '~/features/admin-fighters/fighter-filters';
import { FighterFormDialog } from '~/features/admin-fighters/fighter-form-dialog';
import type { FighterActions } from '~/features/admin-fighters/fighter-row';
import { FighterStatCards } from '~/features/admin-fighters/fighter-stat-cards';
import { FighterTable } from '~/features/admin-fighters/fighter-table';
import { ManageAbilitiesDialog } from '~/features/admin-fighters/manage-abilities-dialog';
import { UpcomingFeaturesCard } from '~/features/admin-fighters/upcoming-features-card';
import type { Route } from './+types/fighters';

export const meta: Route.MetaFunction = () => [{ title: 'Fighter Management | Blood & Mayhem Admin' }];

export default function FightersPage() {
  const query = useAdminFighters();
  const { update, remove } = useFighterMutations();
  const [search, setSearch] = useState('');
  const [featured, setFeatured] = useState<FeaturedFilter>('all');
  const [form, setForm] = useState<{ open: boolean; fighter: Fighter | null }>({
    open: false,
    fighter: null,
  });
  const [abilitiesFor, setAbilitiesFor] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Fighter | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load fighters. Please try again.');
  }, [query.isError, query.errorUpdatedAt]);

  const fighters = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterFighters(fighters, search, featured), [fighters, search, featured]);
  // Read from the list so the ability dialog shows each save at once.
  const abilityFighter = fighters.find((fighter) => fighter.id === abilitiesFor) ?? null;

  const actions: FighterActions = {
    onEdit: (fighter) => setForm({ open: true, fighter }),
    onManageAbilities: (fighter) => setAbilitiesFor(fighter.id),
    onDelete: setToDelete,
    onToggleFeatured: async (fighter) => {
      try {
        await update.mutateAsync({
          id: fighter.id,
          input: { ...toFighterInput(fighter), featured: !fighter.featured },
        });
        toast.success(fighter.featured ? 'Fighter removed from featured!' : 'Fighter marked as featured!');
      } catch (error) {
        toast.error(errorText(error, 'Failed to update fighter'));
      }
    },
  };

  async function deleteFighter(fighter: Fighter) {
    try {
      await remove.mutateAsync(fighter.id);
      toast.success('Fighter deleted successfully!');
    } catch (error) {
      toast.error(errorText(error, 'Failed to delete fighter'));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-bone-50">Fighter Management</h1>
          <p className="mt-1 text-sm text-bone-300">Manage the roster, its stats, media and abilities.</p>
        </div>
        <Button onClick={() => setForm({ open: true, fighter: null })}>
          <Plus aria-hidden="true" /> Add Fighter
        </Button>
      </header>

      <FighterStatCards fighters={fighters} />

      <section aria-labelledby="fighter-list-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="fighter-list-heading" className="font-display text-xl font-bold text-bone-50">
            Fighters ({visible.length})
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="relative sm:w-72">
              <Label htmlFor="fighter-search" className="sr-only">
                Search fighters
              </Label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-3 left-3 size-4 text-bone-500"
              />
              <Input
                id="fighter-search"
                type="search"
                placeholder="Search fighters by name or role..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
            <div>
              <Label htmlFor="fighter-featured-filter" className="sr-only">
                Featured filter
              </Label>
              <NativeSelect
                id="fighter-featured-filter"
                value={featured}
                onChange={(event) => setFeatured(event.target.value as FeaturedFilter)}
                className="sm:w-44"
              >
                {FEATURED_FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </div>
        <FighterTable
          fighters={visible}
          isLoading={query.isPending}
          error={query.isError && !query.data ? query.error.message || 'Failed to load fighters' : null}
          actions={actions}
        />
      </section>

      <UpcomingFeaturesCard />

      <FighterFormDialog
        open={form.open}
        fighter={form.fighter}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ManageAbilitiesDialog
        fighter={abilityFighter}
        onOpenChange={(open) => !open && setAbilitiesFor(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Fighter"
        description="Are you sure you want to delete this fighter? This action cannot be undone."
        onConfirm={() => {
          if (toDelete) void deleteFighter(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
