import { queryOptions } from '@tanstack/react-query';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { Fighter } from '@contracts/fighter';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import type { Locale } from '@contracts/locales';
import { fetchApi } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';
import { type Translated, statusOfFields } from '~/lib/translation-status';

/**
 * What the roster grid and the landing hero show of a fighter: no bio, no ability texts. The pages
 * that list fighters send this much in their HTML instead of the whole roster (a third of the page).
 */
export type FighterSummary = Pick<Fighter, 'id' | 'name' | 'role' | 'imageUrl' | 'videoUrl'> & {
  stats: Pick<Fighter['stats'], 'baseHP'>;
  /** Only counted (the roster's stats footer). */
  abilities: Pick<Fighter['abilities'][number], 'name'>[];
} & Translated;

/** The fields of a fighter a summary shows that have a value per locale. */
const SUMMARY_LOCALIZED_FIELDS = ['role'] as const;

export function toFighterSummary(fighter: InLocale<Fighter>): FighterSummary {
  const { id, name, role, imageUrl, videoUrl, stats, abilities, translation } = fighter;
  return {
    id,
    name,
    role,
    imageUrl,
    videoUrl,
    stats: { baseHP: stats.baseHP },
    abilities: abilities.map((ability) => ({ name: ability.name })),
    // The bio is not shown: its missing translation must not mark the grid as untranslated.
    ...(translation ? { translation: statusOfFields(translation, SUMMARY_LOCALIZED_FIELDS) } : {}),
  };
}

/**
 * The roster as summaries in the page's locale, cached 5 minutes under its own key (inside
 * `fighters`, so every write that clears the roster clears this too): full fighters read from the
 * cache must never be these. The locale is asked for, never left to Accept-Language, and is part of
 * the key: a page in one language never shows another's roles.
 */
export const fighterSummariesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...queryKeys.fighterSummaries, locale],
    queryFn: async () =>
      (await fetchApi(fighterEndpoints.listIn, { query: { locale } })).map(toFighterSummary),
    staleTime: FRESHNESS.fiveMinutes,
  });
