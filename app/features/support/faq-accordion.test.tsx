import type { Faq } from '@contracts/faq';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqAccordion, focusTarget } from './faq-accordion';

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
  it('renders every question as a closed button under a heading, answers hidden', () => {
    const markup = renderToStaticMarkup(<FaqAccordion faqs={[faq(1), faq(2)]} />);
    expect(markup.match(/<h3[^>]*><button type="button"/g)).toHaveLength(2);
    expect(markup.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(markup).toContain('aria-controls=');
    expect(markup).not.toContain('Answer 1.');
  });

  it('moves the focus with the arrow keys, wrapping, and to the ends with Home and End', () => {
    expect(focusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(focusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(focusTarget('Home', 2, 3)).toBe(0);
    expect(focusTarget('End', 0, 3)).toBe(2);
    expect(focusTarget('Enter', 1, 3)).toBeNull();
  });
});
