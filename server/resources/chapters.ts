import { chapterInputSchema, chapterListQuery, chapterSchema } from '../../contracts/chapter';
import { reorderSchema } from '../../contracts/faq';
import { chapterRepository } from '../data/chapters';
import { defineContentResource } from './define-content-resource';
import { localizedFields } from './localized-fields';

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
  localized: localizedFields({
    row: chapterSchema,
    input: chapterInputSchema,
    fields: ['title', 'subtitle', 'description'],
  }),
  visitors: { narrow: (query) => ({ ...query, active: true }), sees: (row) => row.isActive },
});
