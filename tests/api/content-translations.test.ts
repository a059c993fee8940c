import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../contracts/faq';
import type { TranslationStatus } from '../../contracts/translation';
import { type TestApp, createTestApp } from './support/test-app';

/** Content in the site's other languages, on FAQs (docs/decisions/0054-content-translations.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCALES: 'en,fr,ja', READ_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

type Read = Faq & { translation?: TranslationStatus };

const createFaq = async (question: string, answer: string): Promise<Faq> => {
  const res = await t.request({
    method: 'POST',
    url: '/api/faqs',
    as: 'admin',
    payload: { question, answer, category: 'General', published: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const translate = (id: number, locale: string, payload: object, as: 'admin' | null = 'admin') =>
  t.request({ method: 'PUT', url: `/api/faqs/${id}/translations/${locale}`, as, payload });
const read = async (url: string, headers: Record<string, string> = {}): Promise<Read> => {
  const res = await t.request({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const listed = async (url: string, id: number, headers: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Read[]).find((faq) => faq.id === id)!;
};

describe('reading content in a locale', () => {
  it('answers the default locale as before: no translation status, whatever was translated', async () => {
    const faq = await createFaq('How do I play?', '<p>Roll the dice.</p>');
    expect((await translate(faq.id, 'fr', { question: 'Comment jouer ?' })).statusCode).toBe(200);
    for (const url of [`/api/faqs/${faq.id}`, `/api/faqs/${faq.id}?locale=en`]) {
      const en = await read(url);
      expect(en).toEqual(faq);
      expect(en).not.toHaveProperty('translation');
    }
  });

  it('falls back field by field to the default text, and says which fields are missing', async () => {
    const faq = await createFaq('Is there a ranked mode?', '<p>Yes, from season two.</p>');
    await translate(faq.id, 'fr', { question: 'Y a-t-il un mode classé ?' });
    const fr = await read(`/api/faqs/${faq.id}?locale=fr`);
    expect(fr.question).toBe('Y a-t-il un mode classé ?');
    expect(fr.answer).toBe(faq.answer);
    expect(fr.translation).toEqual({ locale: 'fr', missing: ['answer'], outdated: [] });
    const ja = await read(`/api/faqs/${faq.id}?locale=ja`);
    expect(ja.question).toBe(faq.question);
    expect(ja.translation).toEqual({ locale: 'ja', missing: ['question', 'answer'], outdated: [] });
    // The list reads the same way.
    expect((await listed('/api/faqs?locale=fr', faq.id)).question).toBe('Y a-t-il un mode classé ?');
  });

  it('marks a translation outdated once the default text changes, and current again when rewritten', async () => {
    const faq = await createFaq('Can I trade fighters?', '<p>No.</p>');
    await translate(faq.id, 'fr', { question: 'Puis-je échanger des combattants ?', answer: '<p>Non.</p>' });
    const changed = await t.request({
      method: 'PUT',
      url: `/api/faqs/${faq.id}`,
      as: 'admin',
      payload: { ...faq, answer: '<p>Not yet: trading comes with season two.</p>' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await read(`/api/faqs/${faq.id}?locale=fr`);
    expect(stale.answer).toBe('<p>Non.</p>');
    expect(stale.translation).toEqual({ locale: 'fr', missing: [], outdated: ['answer'] });
    await translate(faq.id, 'fr', {
      answer: '<p>Pas encore : les échanges arrivent avec la saison deux.</p>',
    });
    expect((await read(`/api/faqs/${faq.id}?locale=fr`)).translation?.outdated).toEqual([]);
  });

  it('answers staff in the default locale whatever their browser asks, so a form never saves a translation over it', async () => {
    const faq = await createFaq('Can I rebind keys?', '<p>Yes, in Options.</p>');
    await translate(faq.id, 'fr', { question: 'Puis-je changer les touches ?' });
    const asStaff = async (url: string) => {
      const res = await t.request({
        method: 'GET',
        url,
        as: 'admin',
        headers: { 'accept-language': 'fr-FR,fr' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Read;
    };
    expect((await asStaff(`/api/faqs/${faq.id}`)).question).toBe(faq.question);
    expect((await asStaff(`/api/faqs/${faq.id}`)).translation).toBeUndefined();
    // Asked for by name, the translation is what staff get.
    expect((await asStaff(`/api/faqs/${faq.id}?locale=fr`)).question).toBe('Puis-je changer les touches ?');
    // A visitor's browser still picks the language.
    expect((await read(`/api/faqs/${faq.id}`, { 'accept-language': 'fr-FR,fr' })).question).toBe(
      'Puis-je changer les touches ?',
    );
  });

  it('picks the locale from Accept-Language when no ?locale= is given, and says the answer varies by it', async () => {
    const faq = await createFaq('Where is the arena?', '<p>In the Shattered Realms.</p>');
    await translate(faq.id, 'ja', { question: 'アリーナはどこ？' });
    const url = `/api/faqs/${faq.id}`;
    expect((await read(url, { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' })).question).toBe(
      'アリーナはどこ？',
    );
    expect((await read(url, { 'accept-language': 'de-DE,de;q=0.9' })).question).toBe(faq.question);
    // ?locale= wins over the header.
    expect((await read(`${url}?locale=en`, { 'accept-language': 'ja' })).question).toBe(faq.question);
    const res = await t.request({ method: 'GET', url, headers: { 'accept-language': 'ja' } });
    expect(res.headers.vary).toMatch(/Accept-Language/);
    // The read cache keys on the locale: the English answer is not served to a Japanese reader.
    expect((await listed('/api/faqs', faq.id, { 'accept-language': 'en' })).question).toBe(faq.question);
    expect((await listed('/api/faqs', faq.id, { 'accept-language': 'ja' })).question).toBe(
      'アリーナはどこ？',
    );
  });

  it('refuses a locale the site does not serve with a 400 naming it', async () => {
    for (const url of ['/api/faqs?locale=de', '/api/faqs/1?locale=de']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Unknown locale "de": this site serves en, fr, ja');
    }
  });
});

describe('writing a translation', () => {
  it('writes one locale without touching the row or another locale, and audits it', async () => {
    const faq = await createFaq('Do fighters level up?', '<p>No: every match starts even.</p>');
    await translate(faq.id, 'ja', { question: '闘士はレベルアップしますか？' });
    const res = await translate(faq.id, 'fr', {
      question: 'Les combattants montent-ils de niveau ?',
      answer: '<p>Non : chaque match commence à égalité.</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.translation).toEqual({ locale: 'fr', missing: [], outdated: [] });
    expect(await read(`/api/faqs/${faq.id}`)).toEqual(faq);
    expect((await read(`/api/faqs/${faq.id}?locale=ja`)).question).toBe('闘士はレベルアップしますか？');
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'summary'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'update',
      entity: 'faq',
      entity_id: faq.id,
      summary: 'fr: question, answer',
    });
  });

  it('sanitizes a translated rich text as the default one, and removes a field given as null', async () => {
    const faq = await createFaq('Is it free?', '<p>Yes.</p>');
    const res = await translate(faq.id, 'fr', { answer: '<p>Oui.<script>alert(1)</script></p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answer).toBe('<p>Oui.</p>');
    await translate(faq.id, 'fr', { answer: null });
    const fr = await read(`/api/faqs/${faq.id}?locale=fr`);
    expect(fr.answer).toBe('<p>Yes.</p>');
    expect(fr.translation?.missing).toEqual(['question', 'answer']);
  });

  it('refuses bad writes with a clear 4xx and writes nothing', async () => {
    const faq = await createFaq('What platforms?', '<p>PC.</p>');
    const cases: [string, object, number, string | RegExp][] = [
      ['de', { question: 'Welche Plattformen?' }, 400, 'Unknown locale "de": this site serves en, fr, ja'],
      [
        'en',
        { question: 'Which platforms?' },
        400,
        'en is the default locale: its text is written with PUT /{id}',
      ],
      ['fr', {}, 400, 'Give at least one of question, answer'],
      ['fr', { question: '   ' }, 400, /Question/],
    ];
    for (const [locale, payload, status, error] of cases) {
      const res = await translate(faq.id, locale, payload);
      expect(res.statusCode, `${locale} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().error).toMatch(error);
    }
    expect((await translate(999_999, 'fr', { question: 'Rien' })).statusCode).toBe(404);
    expect((await translate(faq.id, 'fr', { question: 'Quelles plateformes ?' }, null)).statusCode).toBe(401);
    expect((await read(`/api/faqs/${faq.id}?locale=fr`)).translation?.missing).toEqual([
      'question',
      'answer',
    ]);
  });

  it("removes a row's translations with it", async () => {
    const faq = await createFaq('Temporary?', '<p>Yes.</p>');
    await translate(faq.id, 'fr', { question: 'Temporaire ?' });
    const res = await t.request({ method: 'DELETE', url: `/api/faqs/${faq.id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    const left = await t.db.kysely
      .selectFrom('content_translations')
      .select('id')
      .where('entity', '=', 'faq')
      .where('entity_id', '=', faq.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('every localized content resource', () => {
  const resources = [
    {
      path: '/api/chapters',
      payload: {
        subtitle: 'The Oath',
        description: 'The bells rang.',
        videoSrc: '/videos/chapters/chapter-1.mp4',
      },
      translated: { subtitle: 'Le Serment', description: 'Les cloches ont sonné.' },
      fields: ['title', 'subtitle', 'description'],
    },
    {
      path: '/api/game-modes',
      payload: { name: 'Arena', subtitle: 'One on one', description: 'Two fighters, one grid.' },
      translated: { name: 'アリーナ' },
      fields: ['name', 'subtitle', 'description'],
    },
    {
      path: '/api/fighters',
      payload: {
        name: 'Tester',
        role: 'Duelist',
        bio: 'Made for a test.',
        stats: { attackDice: 'D4', defenseDice: 'D4', baseHP: 6, baseMobility: 5 },
      },
      translated: { role: 'Duelliste', bio: 'Créé pour un test.' },
      fields: ['role', 'bio'],
    },
  ];

  it.each(resources)(
    '$path reads and writes its $fields per locale',
    async ({ path, payload, translated, fields }) => {
      const created = await t.request({ method: 'POST', url: path, as: 'admin', payload });
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json().data as { id: number } & Record<string, unknown>;
      const locale = 'name' in translated ? 'ja' : 'fr';
      const write = await t.request({
        method: 'PUT',
        url: `${path}/${row.id}/translations/${locale}`,
        as: 'admin',
        payload: translated,
      });
      expect(write.statusCode, write.body).toBe(200);
      const read = await t.request({ method: 'GET', url: `${path}/${row.id}?locale=${locale}` });
      const body = read.json().data as Record<string, unknown> & { translation: TranslationStatus };
      for (const [field, value] of Object.entries(translated)) expect(body[field]).toBe(value);
      expect(body.translation.missing).toEqual(fields.filter((field) => !(field in translated)));
      expect((await t.request({ method: 'GET', url: `${path}/${row.id}` })).json().data).toEqual(row);
    },
  );
});
