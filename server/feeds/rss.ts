import { type DevDiary, excerptOf } from '../../contracts/dev-diary';
import { ENGLISH_ONLY, type ServedLocales, localizedPath } from '../../contracts/locale-path';
import type { Locale } from '../../contracts/locales';
import { postPath } from '../../contracts/post-path';
import { withAbsoluteUrls } from '../content/absolute-urls';
import { sanitizedForOutput } from '../content/sanitized-output';
import { element, escapeXml, latest, rfc822 } from './xml';

export const FEED_PATH = '/dev-diary/rss.xml';

/** The channel's own words in each locale; the pages' head links name the feed the same way. */
const FEED_TEXT: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'Blood & Mayhem dev diary',
    description:
      'Design notes, art, story and news from the team building Blood & Mayhem, the dark fantasy fighting game.',
  },
  fr: {
    title: 'Journal de développement de Blood & Mayhem',
    description:
      "Notes de conception, illustrations, histoire et actualités de l'équipe qui crée Blood & Mayhem, le jeu de combat de dark fantasy.",
  },
  ja: {
    title: 'Blood & Mayhem 開発日誌',
    description:
      'ダークファンタジー格闘ゲーム「Blood & Mayhem」を開発するチームによる、デザインノート、アート、ストーリー、ニュース。',
  },
};
export const FEED_TITLE = FEED_TEXT.en.title;

/** The feed of one locale: the default's at FEED_PATH, another's under its code (/fr/dev-diary/rss.xml). */
export const feedPath = (locale: Locale, served: ServedLocales) => localizedPath(FEED_PATH, locale, served);

/**
 * RSS 2.0, newest first. The author goes in <dc:creator>: RSS's <author> must be an e-mail address
 * (docs/decisions/0013-feeds-sitemap-and-search-presence.md). A post's content is sanitized again
 * first: a feed reader applies none of this site's Content-Security-Policy, so stored HTML is not
 * trusted as it is (docs/decisions/0044-content-leaving-the-site.md).
 */
export function renderRss(origin: string, posts: DevDiary[], { locale, locales } = ENGLISH_ONLY): string {
  const pathIn = (path: string) => `${origin}${localizedPath(path, locale, locales)}`;
  const diary = pathIn('/dev-diary');
  const items = posts.map((stored) => {
    const post = { ...stored, content: sanitizedForOutput(stored.content) };
    const permalink = pathIn(postPath(post.slug));
    return [
      '<item>',
      element('title', post.title),
      element('link', permalink),
      `<guid isPermaLink="true">${escapeXml(permalink)}</guid>`,
      element('pubDate', rfc822(post.date)),
      element('description', excerptOf(post)),
      // The whole post for readers that show it; its site paths made absolute.
      element('content:encoded', withAbsoluteUrls(post.content, origin)),
      element('dc:creator', post.author),
      ...post.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join('');
  });
  // The last change to what the feed shows: a new post, or an edit to one of these.
  const changed = latest(posts.flatMap((post) => [post.date, post.updatedAt]));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    element('title', FEED_TEXT[locale].title),
    element('link', diary),
    element('description', FEED_TEXT[locale].description),
    element('language', locale),
    `<atom:link href="${escapeXml(pathIn(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    changed ? element('lastBuildDate', rfc822(changed.toISOString())) : '',
    element('docs', 'https://www.rssboard.org/rss-specification'),
    ...items,
    '</channel>',
    '</rss>\n',
  ].join('\n');
}
