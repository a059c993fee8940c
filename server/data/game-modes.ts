import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { type GameMode, type gameModeInputSchema, gameModeSchema } from '../../contracts/game-mode';
import { toFlag } from '../db/connection';
import { rowMapping } from '../db/row-mapping';
import type { Database, GameModesTable } from '../db/schema';
import { sortedContentRepository } from './sorted-content';

type Platform = GameModesTable['platform'];

/** The parsed body of a create or update (defaults applied). */
type GameModeValues = z.output<typeof gameModeInputSchema>;

export type GameModeFilter = { active?: boolean; featured?: boolean; platform?: Platform };

export const gameModeRows = rowMapping<Selectable<GameModesTable>>()(gameModeSchema, {
  flags: ['featured', 'is_active'],
  rename: { sort_order: 'order' },
});

export function gameModeRepository(db: Kysely<Database>) {
  return {
    ...sortedContentRepository<'game_modes', GameMode, GameModeValues>(db, {
      table: 'game_modes',
      rows: gameModeRows,
    }),

    async list(filter: GameModeFilter) {
      let query = db.selectFrom('game_modes').selectAll();
      if (filter.active !== undefined) query = query.where('is_active', '=', toFlag(filter.active));
      if (filter.featured !== undefined) query = query.where('featured', '=', toFlag(filter.featured));
      if (filter.platform) query = query.where('platform', '=', filter.platform);
      const rows = await query.orderBy('sort_order').orderBy('id').execute();
      return rows.map(gameModeRows.read);
    },
  };
}
