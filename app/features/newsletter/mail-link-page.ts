import { msg } from '@lingui/core/macro';
import { type SiteIdentity, i18nOf, pageMeta } from '~/components/layout/site-meta';

/**
 * Opened from a mailed link that carries a personal token: never stored by the page cache or a
 * CDN, never indexed, and the token is not sent on as a referrer to anyone else. `same-origin`
 * rather than `no-referrer`: under the latter the browser sends its button's form with
 * `Origin: null`, which the router refuses as a cross-site post.
 */
export const mailLinkHeaders = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'same-origin',
});

/**
 * A mail-link page's title, kept out of search results like its headers. With the `meta`
 * function's `matches`, the description is in the page's language (and its locale tags follow it).
 */
export const mailLinkMeta = (title: string, site?: SiteIdentity, matches?: readonly unknown[]) => {
  const siteName = site?.siteName ?? 'Blood & Mayhem';
  const description = matches ? i18nOf(matches)._(msg`${siteName} newsletter`) : `${siteName} newsletter`;
  return [
    ...pageMeta({ title, description, site, matches }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};
