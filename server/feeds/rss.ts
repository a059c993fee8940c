import { type DevDiary, excerptOf } from '../../contracts/dev-diary';
import { postPath } from '../../contracts/post-path';
import { withAbsoluteUrls } from '../content/absolute-urls';
import { sanitizedForOutput } from '../content/sanitized-output';
import { element, escapeXml, latest, rfc822 } from './xml';

export const FEED_TITLE = 'Blood & Mayhem dev diary';
export const FEED_PATH = '/dev-diary/rss.xml';
const FEED_DESCRIPTION =
  'Design notes, art, story and news from the team building Blood & Mayhem, the dark fantasy fighting game.';

/**
 * RSS 2.0, newest first. The author goes in <dc:creator>: RSS's <author> must be an e-mail address
 * (docs/decisions/0013-feeds-sitemap-and-search-presence.md). A post's content is sanitized again
 * first: a feed reader applies none of this site's Content-Security-Policy, so stored HTML is not
 * trusted as it is (docs/decisions/0044-content-leaving-the-site.md).
 */
export function renderRss(origin: string, posts: DevDiary[]): string {
  const diary = `${origin}/dev-diary`;
  const items = posts.map((stored) => {
    const post = { ...stored, content: sanitizedForOutput(stored.content) };
    const permalink = `${origin}${postPath(post.slug)}`;
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
    element('title', FEED_TITLE),
    element('link', diary),
    element('description', FEED_DESCRIPTION),
    element('language', 'en'),
    `<atom:link href="${escapeXml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    changed ? element('lastBuildDate', rfc822(changed.toISOString())) : '',
    element('docs', 'https://www.rssboard.org/rss-specification'),
    ...items,
    '</channel>',
    '</rss>\n',
  ].join('\n');
}
