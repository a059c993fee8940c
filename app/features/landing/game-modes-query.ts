import { queryOptions } from '@tanstack/react-query';
import type { GameMode } from '@contracts/game-mode';
import { gameModeEndpoints } from '@contracts/endpoints/game-modes';
import type { Locale } from '@contracts/locales';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * The landing page's game cards in the page's locale (GET /api/game-modes?locale= answers visitors
 * with the active ones); the locale is part of the key, so one language's cards never show in another.
 */
export const gameModesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...queryKeys.gameModes, locale],
    queryFn: () => fetchApi(gameModeEndpoints.listIn, { query: { locale } }),
  });

/** A staff session also gets inactive modes: visitors see active ones, in order. */
export const visibleGameModes = <Mode extends GameMode>(modes: Mode[]) =>
  modes.filter((mode) => mode.isActive).sort((a, b) => a.order - b.order || a.id - b.id);
