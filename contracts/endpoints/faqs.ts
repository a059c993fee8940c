import type { Faq, FaqInput, faqListQuery } from '../faq';
import { contentEndpoints } from './content-endpoints';

export const faqEndpoints = contentEndpoints<Faq, FaqInput, typeof faqListQuery>()('/api/faqs');
