import { faqEndpoints } from '@contracts/endpoints/faqs';
import { inputOf } from '@contracts/common';
import { type Faq, type FaqInput, faqInputSchema } from '@contracts/faq';
import { contentResource } from '~/features/admin-shared/content-resource';
import { errorText } from '~/features/admin-shared/error-text';
import { queryKeys } from '~/lib/query-keys';

/** Every FAQ, drafts included (the public page asks for published ones under another key). */
export const faqResource = contentResource<Faq, FaqInput>({
  endpoints: faqEndpoints,
  names: { title: 'FAQ', one: 'FAQ', many: 'FAQs', done: 'FAQ' },
  translatable: { question: 'line', answer: 'rich' },
  listKey: queryKeys.faqList({}),
  invalidateKey: queryKeys.faqs,
  // A server-supplied reason replaces the default failure text (docs/back-office-screens.md §8).
  reorderFailureText: (error) => errorText(error, 'Failed to save new order'),
});

export function toFaqInput(faq: Faq): FaqInput {
  return inputOf(faqInputSchema, faq);
}
