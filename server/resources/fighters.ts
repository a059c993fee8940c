import { fighterInputSchema, fighterListQuery, fighterSchema } from '../../contracts/fighter';
import { fighterRepository } from '../data/fighters';
import { defineContentResource } from './define-content-resource';

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
});
