import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_TRANSLATION } from '../../server/db/seed/about-translations';
import { ABILITY_TRANSLATIONS_FR } from '../../server/db/seed/ability-translations-fr';
import { ABILITY_TRANSLATIONS_JA } from '../../server/db/seed/ability-translations-ja';
import { FIGHTER_TRANSLATIONS } from '../../server/db/seed/fighter-translations';
import { PATCH_092_IN } from '../../server/db/seed/patch-notes';
import { POST_TRANSLATIONS_JA } from '../../server/db/seed/post-translations-ja';
import {
  CHAPTER_TRANSLATIONS,
  FAQ_TRANSLATIONS,
  GAME_MODE_TRANSLATIONS,
} from '../../server/db/seed/translations';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

const PUBLIC_URL = 'https://www.bloodandmayhem.example';

/** The translation a catalogue gives an English message, read from the PO file itself. */
async function translated(locale: 'fr' | 'ja', english: string): Promise<string> {
  const po = readFileSync(new URL(`../../app/locales/${locale}.po`, import.meta.url), 'utf8');
  const catalogue = await formatter().parse(po, { locale, sourceLocale: 'en', filename: `${locale}.po` });
  const found = Object.values(catalogue ?? {}).find((entry) => entry.message === english);
  if (!found?.translation) throw new Error(`${locale}.po has no translation of "${english}"`);
  return found.translation;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp({ PUBLIC_URL, LOCALES: 'en,fr,ja' });
});
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('public pages in each served locale', () => {
  it('keeps the default locale at today’s addresses, the others under their code', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/fighters', 'en'],
      ['/fr', 'fr'],
      ['/fr/fighters', 'fr'],
      ['/ja/dev-diary', 'ja'],
      ['/ja/support', 'ja'],
      ['/fr/blood-message', 'fr'],
    ] as const) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(htmlLang(res.body), path).toBe(lang);
    }
  });

  it('shows the interface in the page’s locale, from its catalogue only', async () => {
    const english = 'Skip to content';
    const french = await translated('fr', english);
    const japanese = await translated('ja', english);
    const fr = (await page('/fr/fighters')).body;
    expect(fr).toContain(escapeHtml(french));
    expect(fr).not.toContain(escapeHtml(japanese));
    const ja = (await page('/ja/fighters')).body;
    expect(ja).toContain(escapeHtml(japanese));
    expect(ja).not.toContain(escapeHtml(french));
    const en = (await page('/fighters')).body;
    expect(en).toContain(english);
    expect(en).not.toContain(escapeHtml(french));
  });

  it('names the canonical address in the page’s locale and the page in every locale', async () => {
    const html = (await page('/fr/fighters')).body;
    expect(canonical(html)).toBe(`${PUBLIC_URL}/fr/fighters`);
    expect(alternates(html)).toEqual({
      en: `${PUBLIC_URL}/fighters`,
      fr: `${PUBLIC_URL}/fr/fighters`,
      ja: `${PUBLIC_URL}/ja/fighters`,
      'x-default': `${PUBLIC_URL}/fighters`,
    });
    const home = (await page('/ja')).body;
    expect(canonical(home)).toBe(`${PUBLIC_URL}/ja`);
    expect(alternates(home)['x-default']).toBe(`${PUBLIC_URL}/`);
  });

  it('answers 404 for a segment that names no served locale, and sends the default’s code home', async () => {
    for (const path of ['/de', '/de/fighters', '/fr/no-such-page', '/xx/dev-diary']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(canonical(res.body), path).toBeUndefined();
    }
    // An unknown page under a served locale is that locale's 404.
    expect(htmlLang((await page('/ja/no-such-page')).body)).toBe('ja');
    const res = await page('/en/fighters?q=vex');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/fighters?q=vex');
    // A locale code written with escapes is the same page at one address: the plain one.
    for (const [path, location] of [
      ['/%66r/fighters', '/fr/fighters'],
      ['/%6Aa', '/ja'],
      ['/%65n/support?x=1', '/support?x=1'],
    ] as const) {
      const escaped = await page(path);
      expect(escaped.statusCode, path).toBe(301);
      expect(escaped.headers.location, path).toBe(location);
    }
  });

  it('never chooses the language from Accept-Language: the address alone decides', async () => {
    const res = await page('/fighters', { 'accept-language': 'ja,fr;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(htmlLang(res.body)).toBe('en');
    expect(String(res.headers.vary ?? '')).not.toMatch(/accept-language/i);
  });

  it('says the language of the game and the posts in their structured data', async () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]!),
      );
    expect(jsonLd((await page('/fr')).body)[0].inLanguage).toBe('fr');
    expect(jsonLd((await page('/')).body)[0].inLanguage).toBe('en');
  });
});

/** The "untranslated parts" note of a page, as text; undefined when the page has none. */
const untranslatedNote = (html: string) => {
  const notes = [...html.matchAll(/<p role="note"[^>]*>(.*?)<\/p>/gs)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, ''),
  );
  expect(notes.length, 'one note at most').toBeLessThanOrEqual(1);
  return notes[0];
};
/** The note's text in a locale, the default locale (English) named in it. */
async function expectedNote(locale: 'fr' | 'ja') {
  const note = await translated(
    locale,
    'Some parts of this page are not translated yet and are shown in {language}.',
  );
  return note.replace('{language}', await translated(locale, 'English'));
}
/** The question headings of the page's FAQ, each with its `lang` when it has one. */
const faqQuestions = (html: string) =>
  [...html.matchAll(/<h3( lang="([^"]*)")?>(.*?)<\/h3>/g)].map((m) => ({ lang: m[2], text: m[3] }));

describe('content in the page’s locale', () => {
  const seededFaq = {
    en: 'What is Blood & Mayhem?',
    fr: FAQ_TRANSLATIONS['What is Blood & Mayhem?']!.fr.question,
    ja: FAQ_TRANSLATIONS['What is Blood & Mayhem?']!.ja.question,
  };

  it('shows the FAQs in French on /fr/support, in Japanese on /ja/support, and the English page as before', async () => {
    const fr = (await page('/fr/support')).body;
    expect(faqQuestions(fr)).toContainEqual({ lang: undefined, text: escapeHtml(seededFaq.fr) });
    expect(faqQuestions(fr).map((q) => q.text)).not.toContain(escapeHtml(seededFaq.en));
    const ja = (await page('/ja/support')).body;
    expect(faqQuestions(ja)).toContainEqual({ lang: undefined, text: escapeHtml(seededFaq.ja) });
    const en = (await page('/support')).body;
    expect(faqQuestions(en)).toContainEqual({ lang: undefined, text: escapeHtml(seededFaq.en) });
    expect(en).not.toContain(escapeHtml(seededFaq.fr));
    expect(untranslatedNote(en)).toBeUndefined();
  });

  it('says nothing about untranslated parts on a page whose content is all translated', async () => {
    for (const path of [
      '/fr/support',
      '/ja/support',
      '/fr/fighters',
      '/ja/fighters',
      '/fr/blood-message',
      '/ja/blood-message',
      '/fr',
      '/ja',
      '/fr/about',
      '/ja/about',
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(untranslatedNote(res.body), path).toBeUndefined();
    }
  });

  it('shows a field without a translation in English, marked lang="en", and says so once', async () => {
    const question = 'Can a dice be rerolled twice?';
    const created = await t.request({
      method: 'POST',
      url: '/api/faqs',
      as: 'admin',
      payload: {
        question,
        answer: 'Only with two rerolling abilities.',
        category: 'Gameplay',
        published: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().data.id;
    try {
      const french = 'Un dé peut-il être relancé deux fois ?';
      const written = await t.request({
        method: 'PUT',
        url: `/api/faqs/${id}/translations/fr`,
        as: 'admin',
        payload: { question: french },
      });
      expect(written.statusCode, written.body).toBe(200);

      const fr = (await page('/fr/support')).body;
      expect(faqQuestions(fr)).toContainEqual({ lang: undefined, text: french });
      // The answer has no French yet: the English one, in English.
      expect(fr).toMatch(
        /<div lang="en"><div class="rich-text[^"]*"><p>Only with two rerolling abilities\.<\/p>/,
      );
      expect(untranslatedNote(fr)).toBe(await expectedNote('fr'));

      const ja = (await page('/ja/support')).body;
      expect(faqQuestions(ja)).toContainEqual({ lang: 'en', text: question });
      expect(untranslatedNote(ja)).toBe(await expectedNote('ja'));

      // The default locale's page neither marks nor announces anything.
      const en = (await page('/support')).body;
      expect(faqQuestions(en)).toContainEqual({ lang: undefined, text: question });
      expect(en).not.toContain('<div lang="en">');
      expect(untranslatedNote(en)).toBeUndefined();
    } finally {
      await t.request({ method: 'DELETE', url: `/api/faqs/${id}`, as: 'admin' });
    }
  });

  it('shows a fighter’s role and bio in the page’s locale, on the roster and on its own page', async () => {
    const roster: { id: number; name: string }[] = (await page('/api/fighters')).json().data;
    const vespera = roster.find((fighter) => fighter.name === 'VESPERA')!;
    const { fr, ja } = FIGHTER_TRANSLATIONS.VESPERA!;
    const role = (html: string) =>
      /tracking-\[0\.3em\] text-blood-400 uppercase">([^<]*)<\/p>/.exec(html)?.[1];

    const frPage = (await page(`/fr/fighter/${vespera.id}`)).body;
    expect(role(frPage)).toBe(fr.role);
    expect(frPage).toContain(
      `<p class="mt-6 text-base leading-relaxed text-bone-100 sm:text-lg">${fr.bio}</p>`,
    );
    expect(role((await page(`/ja/fighter/${vespera.id}`)).body)).toBe(ja.role);
    const enPage = (await page(`/fighter/${vespera.id}`)).body;
    expect(role(enPage)).toBe('Bloodletter');
    expect(enPage).not.toContain(fr.bio);

    // The grid keeps the translated role.
    const card = (html: string) =>
      new RegExp(`>VESPERA</h2><p( lang="([^"]*)")? class="[^"]*">([^<]*)</p>`).exec(html)?.slice(2);
    expect(card((await page('/fr/fighters')).body)).toEqual([undefined, fr.role]);
    expect(card((await page('/fighters')).body)).toEqual([undefined, 'Bloodletter']);
  });

  it('marks a fighter’s untranslated role on the roster, and a bio only on the fighter’s page, which shows it', async () => {
    const roster: { id: number; name: string }[] = (await page('/api/fighters')).json().data;
    const kael = roster.find((fighter) => fighter.name === 'KAEL')!;
    const french = FIGHTER_TRANSLATIONS.KAEL!.fr;
    const translate = (payload: object) =>
      t.request({ method: 'PUT', url: `/api/fighters/${kael.id}/translations/fr`, as: 'admin', payload });
    expect((await translate({ bio: null })).statusCode).toBe(200);
    try {
      // The grid shows no bio: a missing one is nothing to announce there.
      expect(untranslatedNote((await page('/fr/fighters')).body)).toBeUndefined();
      const own = (await page(`/fr/fighter/${kael.id}`)).body;
      expect(own).toMatch(/<p lang="en" class="mt-6 [^"]*">Kael has fought for eleven kings/);
      expect(untranslatedNote(own)).toBe(await expectedNote('fr'));

      expect((await translate({ role: null })).statusCode).toBe(200);
      const grid = (await page('/fr/fighters')).body;
      expect(grid).toMatch(/>KAEL<\/h2><p lang="en" class="[^"]*">Sellsword<\/p>/);
      expect(untranslatedNote(grid)).toBe(await expectedNote('fr'));
    } finally {
      expect((await translate({ role: french.role, bio: french.bio })).statusCode).toBe(200);
    }
    expect(untranslatedNote((await page('/fr/fighters')).body)).toBeUndefined();
  });

  it('shows the demo posts in Japanese with no note, on the list and on the patch notes in their own markup', async () => {
    const list = (await page('/ja/dev-diary')).body;
    expect(list).toContain(
      escapeHtml(POST_TRANSLATIONS_JA['Inside the Cycle: How Combat Works in Blood & Mayhem']!.title),
    );
    expect(untranslatedNote(list)).toBeUndefined();
    const posts: { slug: string; title: string }[] = (await page('/api/dev-diaries?limit=50')).json().data;
    const notes = posts.find((post) => post.title.startsWith('Balance Patch 0.9.2'))!;
    const post = (await page(`/ja/dev-diary/${notes.slug}`)).body;
    expect(post).toContain(escapeHtml(POST_TRANSLATIONS_JA[notes.title]!.title));
    // Its headings, table and badges, in Japanese.
    expect(post).toContain(`<h3>${PATCH_092_IN.ja.headings.atAGlance}</h3>`);
    expect(post).toContain(`<span data-patch="nerf">${PATCH_092_IN.ja.badges.nerf}</span>`);
    expect(post).not.toContain('At a glance');
    expect(untranslatedNote(post)).toBeUndefined();
  });

  it('shows a fighter’s abilities in the page’s locale, and marks one whose translation is removed', async () => {
    const roster: { id: number; name: string }[] = (await page('/api/fighters')).json().data;
    const vespera = roster.find((fighter) => fighter.name === 'VESPERA')!;
    const openVein = ABILITY_TRANSLATIONS_FR.VESPERA!['Open Vein']!;
    const fr = (await page(`/fr/fighter/${vespera.id}`)).body;
    expect(fr).toMatch(new RegExp(`<h3 class="[^"]*">${openVein.name}</h3>`));
    expect(fr).toContain(escapeHtml(openVein.description));
    // Its type and subType are the game's words, from the interface catalogue.
    expect(fr).toContain('>Capacité</span>');
    expect(untranslatedNote(fr)).toBeUndefined();
    const en = (await page(`/fighter/${vespera.id}`)).body;
    expect(en).toMatch(/<h3 class="[^"]*">Open Vein<\/h3>/);
    expect(untranslatedNote(en)).toBeUndefined();

    const translate = (payload: object) =>
      t.request({ method: 'PUT', url: `/api/fighters/${vespera.id}/translations/fr`, as: 'admin', payload });
    expect((await translate({ abilities: [{ name: null }] })).statusCode).toBe(200);
    try {
      const fallback = (await page(`/fr/fighter/${vespera.id}`)).body;
      expect(fallback).toMatch(/<h3 lang="en" class="[^"]*">Open Vein<\/h3>/);
      expect(fallback).toContain(escapeHtml(openVein.description));
      expect(untranslatedNote(fallback)).toBe(await expectedNote('fr'));
      // Another locale's translation is untouched.
      const ja = (await page(`/ja/fighter/${vespera.id}`)).body;
      expect(ja).toContain(`>${ABILITY_TRANSLATIONS_JA.VESPERA!['Open Vein']!.name}</h3>`);
    } finally {
      expect((await translate({ abilities: [{ name: openVein.name }] })).statusCode).toBe(200);
    }
  });

  it('shows the landing page’s game modes in the page’s locale, an untranslated one in English', async () => {
    const pc = GAME_MODE_TRANSLATIONS['Blood & Mayhem']!;
    const subtitle = (html: string) =>
      [
        ...html.matchAll(
          /<p( lang="([^"]*)")? class="text-sm font-semibold tracking-wide text-blood-400">([^<]*)<\/p>/g,
        ),
      ].map((m) => ({ lang: m[2], text: m[3] }));
    const aboutTitle = (html: string) => /<h2 id="about-title"( lang="([^"]*)")?/.exec(html)?.[2];
    expect(subtitle((await page('/ja')).body)).toContainEqual({ lang: undefined, text: pc.ja.subtitle });
    const en = (await page('/')).body;
    expect(subtitle(en)).toContainEqual({ lang: undefined, text: 'The competitive tactical fighting game' });
    expect(aboutTitle(en)).toBeUndefined();
    expect(untranslatedNote(en)).toBeUndefined();

    // The About text too, from the demo's translations: nothing to mark or announce.
    const fr = (await page('/fr')).body;
    // The platform and status badges are the game's words in the page's language ("Mobile" the
    // platform, not the menu of the same English name).
    const badges = (html: string) =>
      [...html.matchAll(/<span class="absolute top-3 (?:left|right)-3 [^"]*">([^<]*)<\/span>/g)].map(
        (m) => m[1],
      );
    expect(badges(fr)).toEqual([
      'PC',
      'Mobile',
      'Bientôt disponible',
      'Jeu de plateau',
      'Bientôt disponible',
    ]);
    expect(badges(en)).toEqual(['PC', 'Mobile', 'Coming Soon', 'Board Game', 'Coming Soon']);
    expect(subtitle(fr)).toContainEqual({ lang: undefined, text: pc.fr.subtitle });
    expect(aboutTitle(fr)).toBeUndefined();
    expect(fr).toContain(`>${escapeHtml(ABOUT_TRANSLATION.fr.title)}</h2>`);
    expect(untranslatedNote(fr)).toBeUndefined();

    let modeId: number | undefined;
    try {
      const created = await t.request({
        method: 'POST',
        url: '/api/game-modes',
        as: 'admin',
        payload: {
          name: 'Arena Nights',
          subtitle: 'Weekly brawls',
          description: 'A new mode.',
          isActive: true,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      modeId = created.json().data.id;
      const withNewMode = (await page('/fr')).body;
      expect(subtitle(withNewMode)).toContainEqual({ lang: 'en', text: 'Weekly brawls' });
      expect(untranslatedNote(withNewMode)).toBe(await expectedNote('fr'));
    } finally {
      if (modeId) await t.request({ method: 'DELETE', url: `/api/game-modes/${modeId}`, as: 'admin' });
    }
  });

  it('shows the About page in the page’s locale, a field without a translation in English, marked and announced', async () => {
    const { ja } = ABOUT_TRANSLATION;
    const heading = (html: string) => /<h1( lang="([^"]*)")? class="[^"]*">([^<]*)<\/h1>/.exec(html);
    const mission = (html: string) =>
      /<p( lang="([^"]*)")? class="relative mt-6[^"]*">([^<]*)<\/p>/.exec(html);
    const before = (await page('/ja/about')).body;
    expect(heading(before)?.[3]).toBe(escapeHtml(ja.title));
    expect(mission(before)?.[2]).toBeUndefined();
    expect(mission(before)?.[3]).toBe(escapeHtml(ja.missionStatement));
    expect(untranslatedNote(before)).toBeUndefined();
    expect(heading((await page('/about')).body)?.[3]).toBe(escapeHtml('About Blood & Mayhem'));

    const translate = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/about/translations/ja', as: 'admin', payload });
    expect((await translate({ missionStatement: null })).statusCode).toBe(200);
    try {
      const after = (await page('/ja/about')).body;
      expect(mission(after)?.[2]).toBe('en');
      expect(mission(after)?.[3]).toMatch(/^To build the most honest fighting game/);
      expect(heading(after)?.[2]).toBeUndefined();
      expect(untranslatedNote(after)).toBe(await expectedNote('ja'));
      // The French page keeps its own translation: a write in one locale never touches another.
      expect(untranslatedNote((await page('/fr/about')).body)).toBeUndefined();
    } finally {
      expect((await translate({ missionStatement: ja.missionStatement })).statusCode).toBe(200);
    }
  });

  it('tells the story in the page’s locale on /fr/blood-message', async () => {
    const first = CHAPTER_TRANSLATIONS['Chapter 1: The Beginning']!;
    const subtitles = (html: string) =>
      [
        ...html.matchAll(
          /<p( lang="([^"]*)")? class="text-xs font-semibold tracking-\[0\.35em\][^"]*">([^<]*)<\/p>/g,
        ),
      ].map((m) => ({ lang: m[2], text: m[3] }));
    const descriptions = (html: string) =>
      [...html.matchAll(/<p( lang="([^"]*)")? class="mt-5 max-w-2xl[^"]*">([^<]*)<\/p>/g)].map((m) => m[3]);
    const fr = (await page('/fr/blood-message')).body;
    expect(subtitles(fr)[0]).toEqual({ lang: undefined, text: first.fr.subtitle });
    expect(descriptions(fr)[0]).toBe(first.fr.description);
    expect(subtitles((await page('/ja/blood-message')).body)[0]).toEqual({
      lang: undefined,
      text: first.ja.subtitle,
    });
    expect(subtitles((await page('/blood-message')).body)[0]).toEqual({
      lang: undefined,
      text: 'Chapter 1: The Beginning',
    });
  });
});

describe('the dev diary in the page’s locale', () => {
  const english = 'Ranked season two opens';
  const french = 'La saison classée deux ouvre';
  let post: { id: number; slug: string };
  beforeAll(async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as: 'admin',
      payload: {
        title: english,
        excerpt: 'New ladders, new rewards.',
        content: '<p>Placement matches start on Friday.</p>',
        author: 'Studio',
        tags: ['News'],
        published: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    post = created.json().data;
    // The title alone is translated: the excerpt and content show the English text.
    const written = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${post.id}/translations/fr`,
      as: 'admin',
      payload: { title: french },
    });
    expect(written.statusCode, written.body).toBe(200);
  });
  afterAll(() => t.request({ method: 'DELETE', url: `/api/dev-diaries/${post.id}`, as: 'admin' }));

  it('lists a post under its translated title, its untranslated excerpt marked lang="en", with the note', async () => {
    const fr = (await page('/fr/dev-diary')).body;
    expect(fr).toMatch(
      new RegExp(`<h2 class="[^"]*"><a [^>]*href="/fr/dev-diary/${post.slug}"[^>]*>${french}</a>`),
    );
    expect(fr).toMatch(/<p lang="en" class="[^"]*">New ladders, new rewards\.<\/p>/);
    expect(untranslatedNote(fr)).toBe(await expectedNote('fr'));
    // Japanese has no translation: the English title, in English, at the same address.
    const ja = (await page('/ja/dev-diary')).body;
    expect(ja).toMatch(
      new RegExp(`<h2 lang="en" class="[^"]*"><a [^>]*href="/ja/dev-diary/${post.slug}"[^>]*>${english}</a>`),
    );
    const en = (await page('/dev-diary')).body;
    expect(en).toContain(`>${english}</a>`);
    expect(en).not.toContain(french);
    expect(en).not.toContain('lang="en" class=');
    expect(untranslatedNote(en)).toBeUndefined();
  });

  it('opens the post in the page’s locale under the same slug, its English content marked, and its meta in French', async () => {
    const fr = await page(`/fr/dev-diary/${post.slug}`);
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toMatch(new RegExp(`<h1 tabindex="-1" class="[^"]*">${french}</h1>`));
    expect(fr.body).toMatch(
      /<div lang="en" class="rich-text[^"]*"><p>Placement matches start on Friday\.<\/p>/,
    );
    expect(untranslatedNote(fr.body)).toBe(await expectedNote('fr'));
    expect(fr.body).toContain(`<meta property="og:title" content="${french}"/>`);
    const en = (await page(`/dev-diary/${post.slug}`)).body;
    expect(en).toMatch(new RegExp(`<h1 tabindex="-1" class="[^"]*">${english}</h1>`));
    expect(untranslatedNote(en)).toBeUndefined();
  });

  it('puts the translated title in that locale’s feed only', async () => {
    expect((await page('/fr/dev-diary/rss.xml')).body).toContain(`<title>${french}</title>`);
    const ja = (await page('/ja/dev-diary/rss.xml')).body;
    expect(ja).toContain(`<title>${english}</title>`);
    expect(ja).not.toContain(french);
    expect((await page('/dev-diary/rss.xml')).body).not.toContain(french);
  });
});

describe('feeds and sitemap in each served locale', () => {
  it('lists every page once per locale, each with its alternates and x-default', async () => {
    const xml = (await page('/sitemap.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>${loc}</loc>.*?</url>`).exec(xml)?.[0];
    for (const loc of [`${PUBLIC_URL}/fighters`, `${PUBLIC_URL}/fr/fighters`, `${PUBLIC_URL}/ja/fighters`]) {
      const url = entry(loc);
      expect(url, loc).toBeDefined();
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/fighters"/>`);
      expect(url).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/fighters"/>`,
      );
    }
    expect(entry(`${PUBLIC_URL}/ja`)).toContain(`hreflang="en" href="${PUBLIC_URL}/"`);
  });

  it('serves a feed per locale whose links stay in that locale, and points its pages to it', async () => {
    const fr = await page('/fr/dev-diary/rss.xml');
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<language>fr</language>');
    expect(fr.body).toContain(`<link>${PUBLIC_URL}/fr/dev-diary</link>`);
    expect(fr.body).toMatch(new RegExp(`<link>${PUBLIC_URL}/fr/dev-diary/[^<]+</link>`));
    expect(fr.body).not.toMatch(new RegExp(`<link>${PUBLIC_URL}/dev-diary/`));
    expect((await page('/ja/dev-diary/rss.xml')).body).toContain('<language>ja</language>');
    expect((await page('/dev-diary/rss.xml')).body).toContain('<language>en</language>');
    expect((await page('/de/dev-diary/rss.xml')).statusCode).toBe(404);
    expect((await page('/fr/dev-diary')).body).toMatch(
      /type="application\/rss\+xml"[^>]*href="\/fr\/dev-diary\/rss.xml"/,
    );
  });
});

describe('a site serving its default locale only', () => {
  let single: TestApp;
  beforeAll(async () => {
    single = await createSiteTestApp({ PUBLIC_URL });
  });
  afterAll(() => single?.close());

  it('has no localized addresses and names no alternates', async () => {
    expect((await single.request({ method: 'GET', url: '/fr/fighters' })).statusCode).toBe(404);
    expect((await single.request({ method: 'GET', url: '/fr/dev-diary/rss.xml' })).statusCode).toBe(404);
    const html = (await single.request({ method: 'GET', url: '/fighters' })).body;
    expect(alternates(html)).toEqual({});
    expect((await single.request({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('xhtml:link');
  });
});
