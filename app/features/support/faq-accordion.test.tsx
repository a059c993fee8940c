import type { Faq } from '@contracts/faq';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const faq = (id: number): Faq => ({
  id,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  category: 'General',
  order: id,
  published: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('FAQ accordion', () => {
  it('renders every question as a closed disclosure of one group, its heading in the summary', () => {
    const markup = renderToStaticMarkup(<FaqAccordion faqs={[faq(1), faq(2)]} />);
    const details = markup.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(2);
    // Closed at first, and one exclusive group: opening one answer closes the other, without scripts.
    expect(details.some((tag) => /\sopen(?=[\s>=])/.test(tag))).toBe(false);
    const names = details.map((tag) => /name="([^"]+)"/.exec(tag)?.[1]);
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    expect(markup.match(/<summary[^>]*><h3>Question \d\?<\/h3>/g)).toHaveLength(2);
    // The answers are in the page, for the browser to show when a question opens.
    expect(markup).toMatch(/<\/summary><div[^>]*>Answer 1\.<\/div><\/details>/);
  });
});
