import { fighterInputSchema, fighterListQuery, fighterSchema } from '../../contracts/fighter';
import { fighterRepository } from '../data/fighters';
import { defineContentResource } from './define-content-resource';
import { localizedFields } from './localized-fields';

/**
 * Every visitor sees every fighter, so it declares no visitor view. The client also sends
 * createdAt and updatedAt; the input schema drops them, the server sets both.
 */
export const fighterResource = defineContentResource({
  tags: ['Fighters'],
  label: 'Fighter',
  entity: 'fighter',
  cache: 'fighters',
  writeRole: 'staff',
  repository: fighterRepository,
  schemas: { row: fighterSchema, input: fighterInputSchema, listQuery: fighterListQuery },
  // Ability names and descriptions are rows of their own: not localized yet (decision 0054).
  localized: localizedFields({ row: fighterSchema, input: fighterInputSchema, fields: ['role', 'bio'] }),
});
