import { queryOptions } from '@tanstack/react-query';
import type { Fighter } from '@contracts/fighter';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import { fetchApi } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * What the roster grid and the landing hero show of a fighter: no bio, no ability texts. The pages
 * that list fighters send this much in their HTML instead of the whole roster (a third of the page).
 */
export type FighterSummary = Pick<Fighter, 'id' | 'name' | 'role' | 'imageUrl' | 'videoUrl'> & {
  stats: Pick<Fighter['stats'], 'baseHP'>;
  /** Only counted (the roster's stats footer). */
  abilities: Pick<Fighter['abilities'][number], 'name'>[];
};

export function toFighterSummary(fighter: Fighter): FighterSummary {
  const { id, name, role, imageUrl, videoUrl, stats, abilities } = fighter;
  return {
    id,
    name,
    role,
    imageUrl,
    videoUrl,
    stats: { baseHP: stats.baseHP },
    abilities: abilities.map((ability) => ({ name: ability.name })),
  };
}

/**
 * The roster as summaries, cached 5 minutes under its own key (inside `fighters`, so every write
 * that clears the roster clears this too): full fighters read from the cache must never be these.
 */
export const fighterSummariesQuery = () =>
  queryOptions({
    queryKey: queryKeys.fighterSummaries,
    queryFn: async () => (await fetchApi(fighterEndpoints.list)).map(toFighterSummary),
    staleTime: FRESHNESS.fiveMinutes,
  });
