import { chapterInputSchema, chapterListQuery, chapterSchema } from '../../contracts/chapter';
import { reorderSchema } from '../../contracts/faq';
import { chapterRepository } from '../data/chapters';
import { defineContentResource } from './define-content-resource';

/** The story page plays the active chapters in order; visitors never see inactive ones. */
export const chapterResource = defineContentResource({
  tags: ['Chapters'],
  label: 'Chapter',
  entity: 'chapter',
  cache: 'chapters',
  writeRole: 'staff',
  repository: chapterRepository,
  schemas: {
    row: chapterSchema,
    input: chapterInputSchema,
    listQuery: chapterListQuery,
    reorder: reorderSchema,
  },
  visitors: { narrow: (query) => ({ ...query, active: true }), sees: (row) => row.isActive },
});
