import { type Faq, FAQ_CATEGORIES as CONTRACT_CATEGORIES } from '@contracts/faq';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_FILTERS, filterFaqs, isFiltering } from './faq-filter';

const faq = (id: number, values: Partial<Faq>): Faq => ({
  id,
  question: 'Question',
  answer: 'Answer',
  category: 'General',
  order: id,
  published: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...values,
});

const faqs = [
  faq(1, { question: 'How do I REFUND a purchase?', category: 'Account' }),
  faq(2, {
    question: 'What are the minimum specs?',
    answer: 'A GPU with 4 GB of memory.',
    category: 'Technical',
  }),
  faq(3, { question: 'Hidden draft about refunds', category: 'Account', published: false }),
  faq(4, { question: 'Who is Vespera?', answer: 'A duelist who bleeds to win.', category: 'Gameplay' }),
];

describe('FAQ filter', () => {
  it('offers All and the five categories', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(FAQ_FILTERS.map((f) => english._(f.label))).toEqual([
      'All',
      'General',
      'Technical',
      'Gameplay',
      'Account',
      'Support',
    ]);
  });

  it('matches the question or the answer, ignoring case', () => {
    expect(filterFaqs(faqs, 'refund', 'All').map((f) => f.id)).toEqual([1]);
    expect(filterFaqs(faqs, 'gpu', 'All').map((f) => f.id)).toEqual([2]);
    expect(filterFaqs(faqs, '  BLEEDS ', 'All').map((f) => f.id)).toEqual([4]);
  });

  it('keeps one category and only published FAQs, in order', () => {
    expect(filterFaqs(faqs, '', 'Account').map((f) => f.id)).toEqual([1]);
    expect(filterFaqs(faqs, '', 'All').map((f) => f.id)).toEqual([1, 2, 4]);
    expect(filterFaqs(faqs, 'specs', 'Gameplay')).toEqual([]);
  });

  it('knows when a search or a filter is active', () => {
    expect(isFiltering('', 'All')).toBe(false);
    expect(isFiltering('   ', 'All')).toBe(false);
    expect(isFiltering('x', 'All')).toBe(true);
    expect(isFiltering('', 'Support')).toBe(true);
  });

  it('offers exactly the contract categories, in its order', () => {
    expect(FAQ_CATEGORIES).toEqual(CONTRACT_CATEGORIES);
  });
});
