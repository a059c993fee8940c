import { fighterInputSchema, fighterListQuery, fighterSchema } from '../../contracts/fighter';
import { FIGHTER_ENTITY, fighterRepository } from '../data/fighters';
import { defineContentResource } from './define-content-resource';
import { localizedFields } from './localized-fields';

/**
 * Every visitor sees every fighter, so it declares no visitor view. The client also sends
 * createdAt and updatedAt; the input schema drops them, the server sets both.
 */
export const fighterResource = defineContentResource({
  tags: ['Fighters'],
  label: 'Fighter',
  entity: FIGHTER_ENTITY,
  cache: 'fighters',
  writeRole: 'staff',
  repository: fighterRepository,
  schemas: { row: fighterSchema, input: fighterInputSchema, listQuery: fighterListQuery },
  // An ability's texts are filed by its position (`abilities.0.name`); a save that reorders or
  // removes abilities moves their translations along (data/fighters.ts).
  localized: localizedFields({
    row: fighterSchema,
    input: fighterInputSchema,
    fields: ['role', 'bio'],
    lists: { abilities: ['name', 'description', 'usage', 'frequency'] },
  }),
});
