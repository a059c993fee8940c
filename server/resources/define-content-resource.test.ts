import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../contracts/faq';
import { contentTranslationRepository } from '../data/content-translations';
import { type Db, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { faqResource } from './faqs';

/**
 * A visitor's read in a locale, as the API and the public pages share it (docs/decisions/0054):
 * derived from the resource's declaration, on a real database.
 */
let db: Db;
let shown: Faq;
let hidden: Faq;
beforeAll(async () => {
  db = openDatabase({ kind: 'sqlite', path: ':memory:' });
  await migrateToLatest(db);
  const faqs = faqResource.repository(db.kysely);
  const faq = { category: 'General', order: 1 } as const;
  shown = await faqs.create({ ...faq, question: 'How do I play?', answer: '<p>Roll.</p>', published: true });
  hidden = await faqs.create({ ...faq, question: 'A draft?', answer: '<p>Not yet.</p>', published: false });
  const translations = contentTranslationRepository(db.kysely);
  await translations.write('faq', shown.id, 'fr', {
    question: { value: 'Comment jouer ?', source: shown.question },
  });
  await translations.write('faq', hidden.id, 'fr', {
    question: { value: 'Un brouillon ?', source: hidden.question },
  });
});
afterAll(() => db?.close());

describe('a content resource read by visitors in a locale', () => {
  it('gives the default locale the rows as they are, untouched', async () => {
    const rows = await faqResource.listForVisitors(db.kysely, {});
    expect(await faqResource.inLocale(db.kysely, rows, 'en', 'en')).toBe(rows);
    const listed = await faqResource.listForVisitorsIn(db.kysely, {}, 'en', 'en');
    expect(listed).toEqual([shown]);
    expect(listed[0]).not.toHaveProperty('translation');
    expect(await faqResource.findForVisitorsIn(db.kysely, shown.id, 'en', 'en')).toEqual(shown);
  });

  it('reads another locale field by field, and says which fields fall back', async () => {
    const [fr] = await faqResource.listForVisitorsIn(db.kysely, {}, 'fr', 'en');
    expect(fr).toEqual({
      ...shown,
      question: 'Comment jouer ?',
      translation: { locale: 'fr', missing: ['answer'], outdated: [] },
    });
    const ja = await faqResource.findForVisitorsIn(db.kysely, shown.id, 'ja', 'en');
    expect(ja?.question).toBe(shown.question);
    expect(ja?.translation).toEqual({ locale: 'ja', missing: ['question', 'answer'], outdated: [] });
  });

  it('keeps what visitors may not see hidden in every locale', async () => {
    const listed = await faqResource.listForVisitorsIn(db.kysely, {}, 'fr', 'en');
    expect(listed.map((faq) => faq.id)).toEqual([shown.id]);
    expect(await faqResource.findForVisitorsIn(db.kysely, hidden.id, 'fr', 'en')).toBeUndefined();
  });
});
