import { postPath } from '../../contracts/post-path';
import type { SitemapContent } from './feed-content';
import { element, latest, w3cDatetime } from './xml';

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

/** The sitemap protocol's XML (sitemaps.org/protocol.html), with absolute addresses. */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url>${element('loc', `${origin}${entry.path}`)}${entry.lastmod ? element('lastmod', w3cDatetime(entry.lastmod)) : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>\n',
  ].join('\n');
}
