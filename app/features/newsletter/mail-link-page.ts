import { type SiteIdentity, pageMeta } from '~/components/layout/site-meta';

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

/** A mail-link page's title, kept out of search results like its headers. */
export const mailLinkMeta = (title: string, site?: SiteIdentity) => [
  ...pageMeta({ title, description: `${site?.siteName ?? 'Blood & Mayhem'} newsletter`, site }),
  { name: 'robots', content: 'noindex, nofollow' },
];
