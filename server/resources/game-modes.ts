import { gameModeInputSchema, gameModeListQuery, gameModeSchema } from '../../contracts/game-mode';
import { gameModeRepository } from '../data/game-modes';
import { defineContentResource } from './define-content-resource';
import { localizedFields } from './localized-fields';

/** The landing page's game cards: visitors see active modes only, whatever the query asks for. */
export const gameModeResource = defineContentResource({
  tags: ['Game modes'],
  label: 'Game mode',
  entity: 'game_mode',
  cache: 'game-modes',
  writeRole: 'staff',
  repository: gameModeRepository,
  schemas: { row: gameModeSchema, input: gameModeInputSchema, listQuery: gameModeListQuery },
  localized: localizedFields({
    row: gameModeSchema,
    input: gameModeInputSchema,
    fields: ['name', 'subtitle', 'description'],
  }),
  visitors: { narrow: (query) => ({ ...query, active: true }), sees: (row) => row.isActive },
});
