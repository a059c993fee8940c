import type { Fighter } from '@contracts/fighter';
import { Spinner } from '~/components/ui/spinner';
import { type FighterActions, FighterRow } from './fighter-row';
import type { FighterTranslations } from './fighter-translations';

const COLUMNS = ['Image', 'Fighter', 'Role', 'Stats', 'Abilities', 'Featured', 'Actions'];

/** The roster table; it scrolls sideways on a phone rather than squeezing the columns. */
export function FighterTable({
  fighters,
  isLoading,
  error,
  actions,
  translations,
}: {
  fighters: Fighter[];
  isLoading: boolean;
  error: string | null;
  actions: FighterActions;
  /** Each fighter's translation buttons, on a site serving several locales. */
  translations: FighterTranslations;
}) {
  let state: React.ReactNode = null;
  if (isLoading) state = <Spinner label="Loading fighters..." className="py-6" />;
  else if (error) state = <p className="py-6 text-center text-blood-400">{error}</p>;
  else if (!fighters.length)
    state = <p className="py-6 text-center text-bone-300">No fighters found matching your criteria.</p>;

  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-ink-700 bg-ink-900/80"
      role="region"
      tabIndex={0}
      aria-label="Fighters table"
    >
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">Fighters</caption>
        <thead className="bg-ink-850 text-xs tracking-wide text-bone-300 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={
                  column === 'Actions'
                    ? 'p-3 text-right'
                    : column === 'Abilities' || column === 'Featured'
                      ? 'p-3 text-center'
                      : 'p-3'
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state ? (
            <tr>
              <td colSpan={COLUMNS.length}>{state}</td>
            </tr>
          ) : (
            fighters.map((fighter) => (
              <FighterRow key={fighter.id} fighter={fighter} actions={actions} translations={translations} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
