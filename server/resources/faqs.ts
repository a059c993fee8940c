import { faqListQuery, faqSchema, reorderSchema } from '../../contracts/faq';
import { faqBody } from '../content/rich-fields';
import { faqRepository } from '../data/faqs';
import { defineContentResource } from './define-content-resource';
import { localizedFields } from './localized-fields';

/** Visitors see published FAQs only, whatever the query asks for. */
export const faqResource = defineContentResource({
  tags: ['FAQs'],
  label: 'FAQ',
  entity: 'faq',
  cache: 'faqs',
  writeRole: 'staff',
  repository: faqRepository,
  schemas: { row: faqSchema, input: faqBody, listQuery: faqListQuery, reorder: reorderSchema },
  localized: localizedFields({ row: faqSchema, input: faqBody, fields: ['question', 'answer'] }),
  visitors: { narrow: (query) => ({ ...query, published: true }), sees: (row) => row.published },
});
