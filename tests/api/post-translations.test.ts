import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contracts/common';
import type { DevDiary } from '../../contracts/dev-diary';
import { LOCALE_PARAMETER_DESCRIPTION, type TranslationStatus } from '../../contracts/translation';
import type { Role } from '../../contracts/user';
import { pagePostsForVisitors, readPostForVisitor } from '../../server/resources/dev-diaries';
import { type TestApp, createTestApp } from './support/test-app';

/** Posts in the site's other languages (docs/decisions/0054-content-translations.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCALES: 'en,fr,ja' } });
});
afterAll(() => t.close());

type Read = DevDiary & { translation?: TranslationStatus };
// A crawler's reads count no view, so two reads of one post answer the same bytes.
const BOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

const body = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  excerpt: `${title}: the short of it.`,
  content: `<p>${title}: the long of it.</p>`,
  author: 'Studio',
  tags: ['News'],
  published: true,
  ...over,
});
const createPost = async (title: string, as: Role = 'admin'): Promise<DevDiary> => {
  const res = await t.request({ method: 'POST', url: '/api/dev-diaries', as, payload: body(title) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const translate = (id: number, locale: string, payload: object, as: Role | null = 'admin') =>
  t.request({ method: 'PUT', url: `/api/dev-diaries/${id}/translations/${locale}`, as, payload });
const read = async (url: string, headers: Record<string, string> = {}, as: Role | null = null) => {
  const res = await t.request({ method: 'GET', url, headers: { ...BOT, ...headers }, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Read;
};
const listed = async (query: string, id: number, as: Role | null = null) => {
  const res = await t.request({ method: 'GET', url: `/api/dev-diaries${query}`, as, headers: BOT });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Read[]).find((post) => post.id === id)!;
};
const storedTranslations = (id: number) =>
  t.db.kysely
    .selectFrom('content_translations')
    .select(['locale', 'field', 'value'])
    .where('entity', '=', 'dev_diary')
    .where('entity_id', '=', id)
    .orderBy('locale')
    .orderBy('field')
    .execute();

describe('reading posts in a locale', () => {
  it('answers the default locale byte for byte as before, whatever was translated', async () => {
    const post = await createPost('Patch 1.2 is live');
    const before = await t.request({ method: 'GET', url: '/api/dev-diaries', headers: BOT });
    expect((await translate(post.id, 'fr', { title: 'Le correctif 1.2 est en ligne' })).statusCode).toBe(200);
    for (const query of ['', '?locale=en']) {
      const res = await t.request({ method: 'GET', url: `/api/dev-diaries${query}`, headers: BOT });
      expect(res.body).toBe(before.body);
      expect(res.body).not.toContain('"translation"');
    }
    for (const url of [`/api/dev-diaries/${post.id}`, `/api/dev-diaries/slug/${post.slug}?locale=en`]) {
      const en = await read(url, {}, 'admin');
      expect(en).toEqual(post);
      expect(en).not.toHaveProperty('translation');
    }
  });

  it('falls back field by field to the default text, and says which fields are missing', async () => {
    const post = await createPost('Meet the new arena');
    await translate(post.id, 'fr', { title: 'Découvrez la nouvelle arène' });
    for (const url of [
      `/api/dev-diaries/${post.id}?locale=fr`,
      `/api/dev-diaries/slug/${post.slug}?locale=fr`,
    ]) {
      const fr = await read(url);
      expect(fr.title).toBe('Découvrez la nouvelle arène');
      expect(fr.excerpt).toBe(post.excerpt);
      expect(fr.content).toBe(post.content);
      expect(fr.slug).toBe(post.slug);
      expect(fr.translation).toEqual({ locale: 'fr', missing: ['excerpt', 'content'], outdated: [] });
    }
    const ja = await read(`/api/dev-diaries/${post.id}?locale=ja`);
    expect(ja.title).toBe(post.title);
    expect(ja.translation).toEqual({ locale: 'ja', missing: ['title', 'excerpt', 'content'], outdated: [] });
    // Both lists read the same way, the visitors' and the staff's.
    expect((await listed('?locale=fr', post.id)).title).toBe('Découvrez la nouvelle arène');
    const staff = await listed('?locale=fr&limit=100', post.id, 'admin');
    expect(staff.translation).toEqual({ locale: 'fr', missing: ['excerpt', 'content'], outdated: [] });
  });

  it('keeps drafts hidden from visitors in every locale', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as: 'admin',
      payload: body('Secret roadmap', { published: false }),
    });
    const draft = res.json().data as DevDiary;
    await translate(draft.id, 'fr', { title: 'Feuille de route secrète' });
    expect(
      (await t.request({ method: 'GET', url: `/api/dev-diaries/${draft.id}?locale=fr` })).statusCode,
    ).toBe(404);
    expect((await read(`/api/dev-diaries/${draft.id}?locale=fr`, {}, 'admin')).title).toBe(
      'Feuille de route secrète',
    );
  });

  it('marks a translation outdated once the default text changes, and current again when rewritten', async () => {
    const post = await createPost('Ranked season one');
    await translate(post.id, 'fr', { title: 'Saison classée un', excerpt: 'Le résumé.' });
    const changed = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${post.id}`,
      as: 'admin',
      payload: body('Ranked season one starts Friday', { excerpt: post.excerpt, content: post.content }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await read(`/api/dev-diaries/${post.id}?locale=fr`);
    expect(stale.title).toBe('Saison classée un');
    expect(stale.translation).toEqual({ locale: 'fr', missing: ['content'], outdated: ['title'] });
    await translate(post.id, 'fr', { title: 'La saison classée un commence vendredi' });
    expect((await read(`/api/dev-diaries/${post.id}?locale=fr`)).translation?.outdated).toEqual([]);
  });

  it('picks the locale from Accept-Language when no ?locale= is given, and says the answer varies by it', async () => {
    const post = await createPost('Where the fighters train');
    await translate(post.id, 'fr', { title: 'Où les combattants s’entraînent' });
    const url = `/api/dev-diaries/${post.id}`;
    expect((await read(url, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).title).toBe(
      'Où les combattants s’entraînent',
    );
    expect((await read(url, { 'accept-language': 'de-DE' })).title).toBe(post.title);
    expect((await read(`${url}?locale=en`, { 'accept-language': 'fr' })).title).toBe(post.title);
    for (const path of [url, '/api/dev-diaries', `/api/dev-diaries/slug/${post.slug}`]) {
      const res = await t.request({ method: 'GET', url: path, headers: { 'accept-language': 'fr' } });
      expect(res.headers.vary, path).toMatch(/Accept-Language/);
    }
  });

  it('refuses a locale the site does not serve with a 400 naming it', async () => {
    const post = await createPost('Unknown tongues');
    for (const url of [
      '/api/dev-diaries?locale=de',
      `/api/dev-diaries/${post.id}?locale=de`,
      `/api/dev-diaries/slug/${post.slug}?locale=de`,
    ]) {
      for (const as of [null, 'admin'] as const) {
        const res = await t.request({ method: 'GET', url, as });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error).toBe('Unknown locale "de": this site serves en, fr, ja');
      }
    }
  });

  it('lets the public pages read through the same visitor reads, unchanged without a locale', async () => {
    const post = await createPost('Read by the pages');
    await translate(post.id, 'ja', { excerpt: 'ページが読む。' });
    const db = t.db.kysely;
    const plain = await pagePostsForVisitors(db, { limit: 100, offset: 0 });
    expect(plain.rows.find((row) => row.id === post.id)).not.toHaveProperty('translation');
    const ja = await pagePostsForVisitors(db, { limit: 100, offset: 0 }, { locale: 'ja', default: 'en' });
    expect(ja.total).toBe(plain.total);
    expect(ja.rows.find((row) => row.id === post.id)).toMatchObject({
      title: post.title,
      excerpt: 'ページが読む。',
      translation: { locale: 'ja', missing: ['title', 'content'], outdated: [] },
    });
    const one = await readPostForVisitor(db, { slug: post.slug }, BOT['user-agent'], {
      locale: 'ja',
      default: 'en',
    });
    expect(one?.excerpt).toBe('ページが読む。');
    const asStored = await readPostForVisitor(db, { slug: post.slug }, BOT['user-agent']);
    expect(asStored).toEqual(post);
  });
});

describe("writing a post's translation", () => {
  it('writes one locale without touching the post, its slug or another locale, and audits it', async () => {
    const post = await createPost('Balance changes');
    await translate(post.id, 'ja', { title: 'バランス調整' });
    const res = await translate(post.id, 'fr', {
      title: 'Changements d’équilibrage',
      excerpt: 'Ce qui change.',
      content: '<p>Les dés changent.</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: 'Changements d’équilibrage',
      translation: { locale: 'fr', missing: [], outdated: [] },
    });
    expect(await read(`/api/dev-diaries/${post.id}`, {}, 'admin')).toEqual(post);
    expect((await read(`/api/dev-diaries/${post.id}?locale=ja`)).title).toBe('バランス調整');
    expect((await read(`/api/dev-diaries/slug/${post.slug}?locale=fr`)).id).toBe(post.id);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'entity_label', 'summary'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'update',
      entity: 'dev_diary',
      entity_id: post.id,
      entity_label: post.title,
      summary: 'fr: title, excerpt, content',
    });
  });

  it('sanitizes a translated content as the default one, and removes a field given as null', async () => {
    const post = await createPost('Safe words');
    const res = await translate(post.id, 'fr', { content: '<p>Des mots sûrs.<script>alert(1)</script></p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.content).toBe('<p>Des mots sûrs.</p>');
    expect(await storedTranslations(post.id)).toEqual([
      { locale: 'fr', field: 'content', value: '<p>Des mots sûrs.</p>' },
    ]);
    await translate(post.id, 'fr', { content: null });
    const fr = await read(`/api/dev-diaries/${post.id}?locale=fr`);
    expect(fr.content).toBe(post.content);
    expect(fr.translation?.missing).toEqual(['title', 'excerpt', 'content']);
    expect(await storedTranslations(post.id)).toEqual([]);
  });

  it('refuses bad writes with a clear 4xx and writes nothing', async () => {
    const post = await createPost('Refusals');
    const cases: [string, object, number, string | RegExp][] = [
      ['de', { title: 'Ablehnungen' }, 400, 'Unknown locale "de": this site serves en, fr, ja'],
      ['en', { title: 'Refused' }, 400, 'en is the default locale: its text is written with PUT /{id}'],
      ['fr', {}, 400, 'Give at least one of title, excerpt, content'],
      ['fr', { title: '   ' }, 400, /Title/],
      ['fr', { content: 'x'.repeat(LIMITS.postContent + 1) }, 400, /Content/],
    ];
    for (const [locale, payload, status, error] of cases) {
      const res = await translate(post.id, locale, payload);
      expect(res.statusCode, `${locale} ${JSON.stringify(payload).slice(0, 60)}`).toBe(status);
      expect(res.json().error).toMatch(error);
    }
    const missing = await translate(999_999, 'fr', { title: 'Rien' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Post not found');
    expect(await storedTranslations(post.id)).toEqual([]);
  });

  it('lets only the writers who may edit the post translate it', async () => {
    const others = await createPost('The super admin’s post', 'super_admin');
    const own = await createPost('The admin’s post');
    const refusals: [number, Role | null, number, string | RegExp][] = [
      [own.id, null, 401, /.+/],
      [own.id, 'user', 403, 'Staff access only'],
      [others.id, 'admin', 403, 'You can only edit your own posts'],
    ];
    for (const [id, as, status, error] of refusals) {
      const res = await translate(id, 'fr', { title: 'Refusé' }, as);
      expect(res.statusCode, `${as ?? 'anonymous'} on ${id}`).toBe(status);
      expect(res.json().error).toMatch(error);
    }
    expect(await storedTranslations(others.id)).toEqual([]);
    expect(await storedTranslations(own.id)).toEqual([]);
    // A super admin translates any post, as it edits any.
    expect((await translate(own.id, 'fr', { title: 'Le billet de l’admin' }, 'super_admin')).statusCode).toBe(
      200,
    );
  });

  it("removes a post's translations with it", async () => {
    const post = await createPost('Short-lived');
    await translate(post.id, 'fr', { title: 'Éphémère' });
    await translate(post.id, 'ja', { title: '短命' });
    expect(await storedTranslations(post.id)).toHaveLength(2);
    const res = await t.request({ method: 'DELETE', url: `/api/dev-diaries/${post.id}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedTranslations(post.id)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it("lists the posts' locale parameter and their translation write", async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; description?: string }[] }>
      >;
    };
    for (const path of ['/api/dev-diaries/', '/api/dev-diaries/{id}', '/api/dev-diaries/slug/{slug}']) {
      const locale = doc.paths[path]?.get?.parameters?.find((p) => p.in === 'query' && p.name === 'locale');
      expect(locale?.description, path).toBe(LOCALE_PARAMETER_DESCRIPTION);
    }
    const write = doc.paths['/api/dev-diaries/{id}/translations/{locale}']?.put;
    expect(write?.parameters?.map((p) => `${p.in} ${p.name}`).sort()).toEqual(['path id', 'path locale']);
  });
});

describe('searching the dev diary in a locale', () => {
  it("finds a post by its title or excerpt in the reader's locale, besides its own text", async () => {
    const post = await createPost('Ranked season two opens');
    await translate(post.id, 'fr', { title: 'La saison classée deux ouvre', excerpt: 'Nouvelles échelles.' });
    const ids = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/dev-diaries${query}`, headers: BOT });
      expect(res.statusCode, res.body).toBe(200);
      return { ids: (res.json().data as Read[]).map((one) => one.id), total: res.json().meta.total };
    };
    for (const query of [
      '?search=CLASSÉE&locale=fr',
      '?search=%C3%A9chelles&locale=fr',
      '?search=ranked&locale=fr',
    ]) {
      const found = await ids(query);
      expect(found.ids, query).toContain(post.id);
      expect(found.total, query).toBe(found.ids.length);
    }
    // The French words are not the English list's, nor the Japanese one's.
    expect((await ids('?search=classée')).ids).not.toContain(post.id);
    expect((await ids('?search=classée&locale=ja')).ids).not.toContain(post.id);
    // A term found in no title, own or translated, lists nothing.
    expect((await ids('?search=zzzz-nowhere&locale=fr')).ids).toEqual([]);
  });
});
