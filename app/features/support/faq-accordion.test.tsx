import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { Faq } from '@contracts/faq';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
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

/** The accordion on the support page, in the default locale or in French (the root's locale data). */
const render = (faqs: InLocale<Faq>[], locale: 'en' | 'fr' = 'en') => {
  const Page = createRoutesStub([
    { id: 'root', path: '/', children: [{ index: true, Component: () => <FaqAccordion faqs={faqs} /> }] },
  ]);
  const root = { locale, locales: { all: ['en', 'fr'], default: 'en' } };
  return renderToStaticMarkup(<Page hydrationData={{ loaderData: { root } }} />);
};

describe('FAQ accordion', () => {
  it('renders every question as a closed disclosure of one group, its heading in the summary', () => {
    const markup = render([faq(1), faq(2)]);
    const details = markup.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(2);
    // Closed at first, and one exclusive group: opening one answer closes the other, without scripts.
    expect(details.some((tag) => /\sopen(?=[\s>=])/.test(tag))).toBe(false);
    const names = details.map((tag) => /name="([^"]+)"/.exec(tag)?.[1]);
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    expect(markup.match(/<summary[^>]*><h3>Question \d\?<\/h3>/g)).toHaveLength(2);
    // The answers are in the page, for the browser to show when a question opens.
    expect(markup).toMatch(/<\/summary><div><div[^>]*>Answer 1\.<\/div><\/div><\/details>/);
  });

  it('marks a question or an answer without a translation as English on a page in another locale', () => {
    const french: InLocale<Faq> = {
      ...faq(1),
      question: 'Question 1 ?',
      translation: { locale: 'fr', missing: ['answer'], outdated: [] },
    };
    const markup = render([french], 'fr');
    expect(markup).toContain('<h3>Question 1 ?</h3>');
    expect(markup).toMatch(/<\/summary><div lang="en"><div[^>]*>Answer 1\.<\/div><\/div>/);
    expect(render([faq(1)])).not.toContain('lang=');
  });
});
