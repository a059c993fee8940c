import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
