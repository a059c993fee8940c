import type { Faq, FaqCategory } from '@contracts/faq';
import { textOf } from '@contracts/rich-text';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The contract's categories, restated: importing values from `@contracts/faq` would bring zod into
 * the support page (a unit test keeps the two lists equal).
 */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  'General',
  'Technical',
  'Gameplay',
  'Account',
  'Support',
];

export type FaqCategoryFilter = 'All' | FaqCategory;

/**
 * The categories' names as the page shows them, rendered with `i18n._`; the values stay as they
 * are in the data and in addresses (`?category=Gameplay`).
 */
export const FAQ_CATEGORY_LABELS: Readonly<Record<FaqCategoryFilter, MessageDescriptor>> = {
  All: msg({ message: 'All', context: 'FAQ category' }),
  General: msg({ message: 'General', context: 'FAQ category' }),
  Technical: msg({ message: 'Technical', context: 'FAQ category' }),
  Gameplay: msg({ message: 'Gameplay', context: 'FAQ category' }),
  Account: msg({ message: 'Account', context: 'FAQ category' }),
  Support: msg({ message: 'Support', context: 'FAQ category' }),
};

/** The six category buttons, All first (docs/public-screens.md §5); labels rendered with `i18n._`. */
export const FAQ_FILTERS: readonly { value: FaqCategoryFilter; label: MessageDescriptor }[] = [
  { value: 'All', label: FAQ_CATEGORY_LABELS.All },
  ...FAQ_CATEGORIES.map((category) => ({ value: category, label: FAQ_CATEGORY_LABELS[category] })),
];

/**
 * Published FAQs of the chosen category whose question or answer contains the search text
 * (case-insensitive), in their stored order. The answer's words are searched, not its markup.
 */
export function filterFaqs<Row extends Faq>(
  faqs: readonly Row[],
  search: string,
  category: FaqCategoryFilter,
): Row[] {
  const needle = search.trim().toLowerCase();
  return faqs.filter(
    (faq) =>
      faq.published &&
      (category === 'All' || faq.category === category) &&
      (needle === '' ||
        faq.question.toLowerCase().includes(needle) ||
        textOf(faq.answer).toLowerCase().includes(needle)),
  );
}

/** The address keeps the filters (`/support?q=…&category=…`), so the server renders them too. */
export const FAQ_FILTER_PARAMS = ['q', 'category'] as const;

export function faqFiltersOf(params: URLSearchParams): { search: string; category: FaqCategoryFilter } {
  const category = FAQ_FILTERS.find((filter) => filter.value === params.get('category'))?.value ?? 'All';
  return { search: params.get('q') ?? '', category };
}

/** The address for these filters, the other parameters kept; empty filters leave no trace. */
export function withFaqFilters(params: URLSearchParams, search: string, category: FaqCategoryFilter) {
  const next = new URLSearchParams(params);
  if (search === '') next.delete('q');
  else next.set('q', search);
  if (category === 'All') next.delete('category');
  else next.set('category', category);
  return next;
}

export function isFiltering(search: string, category: FaqCategoryFilter): boolean {
  return search.trim() !== '' || category !== 'All';
}
