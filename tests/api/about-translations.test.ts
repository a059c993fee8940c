import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { About } from '../../contracts/about';
import { LOCALE_PARAMETER_DESCRIPTION, type TranslationStatus } from '../../contracts/translation';
import type { Role } from '../../contracts/user';
import { readAboutForVisitors } from '../../server/resources/about';
import { type TestApp, createTestApp } from './support/test-app';

/** The About page in the site's other languages (docs/decisions/0054-content-translations.md). */
let t: TestApp;
beforeAll(async () => {
  // The read cache on: it must key on the locale.
  t = await createTestApp({ env: { LOCALES: 'en,fr,ja', READ_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

type Read = About & { translation?: TranslationStatus };

const ABOUT = {
  title: 'About Blood & Mayhem',
  description: '<p>Three ways to fight.</p>',
  missionStatement: 'Every fighter matters.',
  isActive: true,
};
const save = async (over: Partial<typeof ABOUT> = {}): Promise<About> => {
  const res = await t.request({
    method: 'PUT',
    url: '/api/about',
    as: 'admin',
    payload: { ...ABOUT, ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const translate = (locale: string, payload: object, as: Role | null = 'admin') =>
  t.request({ method: 'PUT', url: `/api/about/translations/${locale}`, as, payload });
const read = async (query = '', headers: Record<string, string> = {}, as: Role | null = null) => {
  const res = await t.request({ method: 'GET', url: `/api/about${query}`, headers, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Read;
};
const storedTranslations = () =>
  t.db.kysely
    .selectFrom('content_translations')
    .select(['locale', 'field', 'value'])
    .where('entity', '=', 'about')
    .orderBy('locale')
    .orderBy('field')
    .execute();
const clearTranslations = () => t.db.kysely.deleteFrom('content_translations').execute();

describe('the About page in a locale', () => {
  it('answers 404 to a translation before any About page is written', async () => {
    const res = await translate('fr', { title: 'À propos' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('About page not found');
  });

  it('answers the default locale byte for byte as before, whatever was translated', async () => {
    await save();
    const before = await t.request({ method: 'GET', url: '/api/about' });
    expect((await translate('fr', { title: 'À propos de Blood & Mayhem' })).statusCode).toBe(200);
    for (const query of ['', '?locale=en']) {
      const res = await t.request({ method: 'GET', url: `/api/about${query}` });
      expect(res.body).toBe(before.body);
      expect(res.body).not.toContain('"translation"');
    }
    await clearTranslations();
  });

  it('falls back field by field to the default text, and says which fields are missing', async () => {
    const about = await save();
    await translate('fr', { title: 'À propos de Blood & Mayhem' });
    const fr = await read('?locale=fr');
    expect(fr.title).toBe('À propos de Blood & Mayhem');
    expect(fr.description).toBe(about.description);
    expect(fr.missionStatement).toBe(about.missionStatement);
    expect(fr.translation).toEqual({
      locale: 'fr',
      missing: ['description', 'missionStatement'],
      outdated: [],
    });
    const ja = await read('?locale=ja');
    expect(ja.title).toBe(about.title);
    expect(ja.translation).toEqual({
      locale: 'ja',
      missing: ['title', 'description', 'missionStatement'],
      outdated: [],
    });
    await clearTranslations();
  });

  it('marks a translation outdated once the default text changes, and current again when rewritten', async () => {
    await save();
    await translate('fr', { title: 'À propos', missionStatement: 'Chaque combattant compte.' });
    await save({ title: 'About the Blood & Mayhem studio' });
    const stale = await read('?locale=fr');
    expect(stale.title).toBe('À propos');
    expect(stale.translation).toEqual({ locale: 'fr', missing: ['description'], outdated: ['title'] });
    await translate('fr', { title: 'À propos du studio Blood & Mayhem' });
    expect((await read('?locale=fr')).translation?.outdated).toEqual([]);
    await clearTranslations();
  });

  it('picks the locale from Accept-Language, says the answer varies by it, and caches each locale apart', async () => {
    const about = await save();
    await translate('fr', { missionStatement: 'Chaque combattant compte.' });
    await translate('ja', { missionStatement: 'すべての闘士が大切だ。' });
    expect((await read('', { 'accept-language': 'fr-CA,fr;q=0.9' })).missionStatement).toBe(
      'Chaque combattant compte.',
    );
    expect((await read('', { 'accept-language': 'en' })).missionStatement).toBe(about.missionStatement);
    expect((await read('', { 'accept-language': 'ja' })).missionStatement).toBe('すべての闘士が大切だ。');
    expect((await read('?locale=en', { 'accept-language': 'fr' })).missionStatement).toBe(
      about.missionStatement,
    );
    const res = await t.request({ method: 'GET', url: '/api/about', headers: { 'accept-language': 'fr' } });
    expect(res.headers.vary).toMatch(/Accept-Language/);
    await clearTranslations();
  });

  it('keeps an inactive page from visitors in every locale, while staff still read it', async () => {
    await save({ isActive: false });
    await translate('fr', { title: 'Brouillon' });
    expect((await t.request({ method: 'GET', url: '/api/about?locale=fr' })).statusCode).toBe(404);
    expect((await read('?locale=fr', {}, 'admin')).title).toBe('Brouillon');
    expect(await readAboutForVisitors(t.db.kysely, { locale: 'fr', default: 'en' })).toBeNull();
    await save();
    expect(await readAboutForVisitors(t.db.kysely, { locale: 'fr', default: 'en' })).toMatchObject({
      title: 'Brouillon',
      translation: { locale: 'fr', missing: ['description', 'missionStatement'], outdated: [] },
    });
    expect(await readAboutForVisitors(t.db.kysely)).not.toHaveProperty('translation');
    await clearTranslations();
  });

  it('refuses a locale the site does not serve with a 400 naming it', async () => {
    for (const as of [null, 'admin'] as const) {
      const res = await t.request({ method: 'GET', url: '/api/about?locale=de', as });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Unknown locale "de": this site serves en, fr, ja');
    }
  });
});

describe("writing the About page's translation", () => {
  it('writes one locale without touching the page or another locale, and audits it', async () => {
    const about = await save();
    await translate('ja', { title: 'ブラッド＆メイヘムについて' });
    const res = await translate('fr', {
      title: 'À propos',
      description: '<p>Trois façons de se battre.</p>',
      missionStatement: 'Chaque combattant compte.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.translation).toEqual({ locale: 'fr', missing: [], outdated: [] });
    expect(await read('', {}, 'admin')).toEqual(about);
    expect((await read('?locale=ja')).title).toBe('ブラッド＆メイヘムについて');
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'summary'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'update',
      entity: 'about',
      entity_id: about.id,
      summary: 'fr: title, description, missionStatement',
    });
    await clearTranslations();
  });

  it('sanitizes a translated description as the default one, and removes a field given as null', async () => {
    await save();
    const res = await translate('fr', { description: '<p>Trois façons.<script>alert(1)</script></p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.description).toBe('<p>Trois façons.</p>');
    // Plain text becomes a paragraph, as the default locale's does.
    const plain = await translate('fr', { description: 'Trois façons de se battre.' });
    expect(plain.json().data.description).toBe('<p>Trois façons de se battre.</p>');
    await translate('fr', { description: null });
    expect((await read('?locale=fr')).description).toBe(ABOUT.description);
    expect(await storedTranslations()).toEqual([]);
  });

  it('refuses bad writes and unauthorised callers, and writes nothing', async () => {
    await save();
    const cases: [string, object, Role | null, number, string | RegExp][] = [
      ['de', { title: 'Über uns' }, 'admin', 400, 'Unknown locale "de": this site serves en, fr, ja'],
      ['en', { title: 'About' }, 'admin', 400, 'en is the default locale: its text is written with PUT /'],
      ['fr', {}, 'admin', 400, 'Give at least one of title, description, missionStatement'],
      ['fr', { missionStatement: '  ' }, 'admin', 400, /Mission statement/],
      ['fr', { title: 'À propos' }, null, 401, /.+/],
      ['fr', { title: 'À propos' }, 'user', 403, 'Staff access only'],
    ];
    for (const [locale, payload, as, status, error] of cases) {
      const res = await translate(locale, payload, as);
      expect(res.statusCode, `${locale} ${as} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().error).toMatch(error);
    }
    expect(await storedTranslations()).toEqual([]);
  });

  it('is listed in the OpenAPI document with the read’s locale parameter', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; description?: string }[] }>
      >;
    };
    const locale = doc.paths['/api/about/']?.get?.parameters?.find((p) => p.name === 'locale');
    expect(locale).toMatchObject({ in: 'query', description: LOCALE_PARAMETER_DESCRIPTION });
    const write = doc.paths['/api/about/translations/{locale}']?.put;
    expect(write?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(['path locale']);
  });
});
