import { type ServedLocales, localizedPath } from '../../contracts/locale-path';
import { postPath } from '../../contracts/post-path';
import type { SitemapContent } from './feed-content';
import { element, escapeXml, latest, w3cDatetime } from './xml';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Each page dated by the newest content it shows; /help shows none, so it has no lastmod. */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const fighters = content.fighters.map((f) => f.updatedAt);
  const posts = content.posts.map((p) => latest([p.date, p.updatedAt]));
  const newestPost = posts.reduce<Date | undefined>(
    (max, date) => (date && (!max || date > max) ? date : max),
    undefined,
  );
  const about = content.aboutUpdatedAt ?? undefined;
  const pages: SitemapEntry[] = [
    // The landing page shows the roster, the game modes and the About section.
    { path: '/', lastmod: latest([...fighters, ...content.gameModesUpdatedAt, about]) },
    { path: '/fighters', lastmod: latest(fighters) },
    ...(content.aboutUpdatedAt ? [{ path: '/about', lastmod: latest([about]) }] : []),
    { path: '/blood-message', lastmod: latest(content.chaptersUpdatedAt) },
    { path: '/dev-diary', lastmod: newestPost },
    { path: '/support', lastmod: latest(content.faqsUpdatedAt) },
    { path: '/help' },
  ];
  return [
    ...pages,
    ...content.fighters.map((f) => ({ path: `/fighter/${f.id}`, lastmod: latest([f.updatedAt]) })),
    ...content.posts.map((p, i) => ({ path: postPath(p.slug), lastmod: posts[i] })),
  ];
}

/**
 * The sitemap protocol's XML (sitemaps.org/protocol.html), with absolute addresses. A site serving
 * several locales lists each page once per locale, each with its alternates in every locale and
 * `x-default` (the default locale's address), as search engines read hreflang from a sitemap.
 */
export function renderSitemap(origin: string, entries: SitemapEntry[], locales?: ServedLocales): string {
  const served = locales && locales.all.length > 1 ? locales : undefined;
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? element('lastmod', w3cDatetime(entry.lastmod)) : '';
    if (!served) return [`<url>${element('loc', `${origin}${entry.path}`)}${lastmod}</url>`];
    const addressIn = (locale: ServedLocales['default']) =>
      `${origin}${localizedPath(entry.path, locale, served)}`;
    const alternates = [
      ...served.all.map((locale) => alternateLink(locale, addressIn(locale))),
      alternateLink('x-default', addressIn(served.default)),
    ].join('');
    return served.all.map(
      (locale) => `<url>${element('loc', addressIn(locale))}${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    served
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>\n',
  ].join('\n');
}

const alternateLink = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;
