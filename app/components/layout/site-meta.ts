import { fallbackPath, hasVariants, parseUploadedImage } from '@contracts/image-variants';
import { mediaSrc } from '@contracts/media-paths';
import { DEFAULT_SITE_SETTINGS, type PublicSiteSettings } from '@contracts/site-settings-defaults';

/** The site's name before a super admin renames it; pages take the current one from the root data. */
export const SITE_NAME = DEFAULT_SITE_SETTINGS.siteName;

/** What titles and link previews take from the site settings. */
export type SiteIdentity = Pick<PublicSiteSettings, 'siteName' | 'siteDescription'>;

/**
 * The site settings the root loader read, from a `meta` function's matches; the defaults when the
 * root data is missing (an error before it loaded).
 */
export function siteOf(matches: readonly unknown[] | undefined): PublicSiteSettings {
  const root = matches?.find(
    (match): match is { loaderData?: { site?: PublicSiteSettings } } =>
      typeof match === 'object' && match !== null && (match as { id?: string }).id === 'root',
  );
  return root?.loaderData?.site ?? DEFAULT_SITE_SETTINGS;
}
// The 1200×630 link-preview card the media generator paints (scripts/).
const DEFAULT_IMAGE = '/images/og-default.jpg';

/**
 * The origin link-preview bots need for absolute og:image URLs: the configured public URL, else
 * the request's own. Loaders return it so `meta` can use it.
 */
export function siteOrigin(request: Request, publicUrl: string | undefined) {
  return (publicUrl ?? new URL(request.url).origin).replace(/\/$/, '');
}

/** A schema.org object, as a loader hands it to `meta`. */
export type StructuredData = Record<string, unknown>;

/**
 * A page's JSON-LD, for its `meta`: React Router renders it as <script type="application/ld+json">
 * and escapes `<`, `>` and `&` as \u003c…, so text from the database cannot close the element.
 * A data block is never executed, so it needs no CSP allowance.
 */
export const jsonLdMeta = (data: StructuredData | null | undefined) =>
  data ? [{ 'script:ld+json': data }] : [];

/** The social card, absolute: link previews and structured data need whole URLs. */
export const defaultImageUrl = (origin: string) => `${origin}${DEFAULT_IMAGE}`;

/** A page's full title, as its tab shows it: the home page's when the page names none. */
export const pageTitle = (title?: string, siteName: string = SITE_NAME) =>
  title ? `${title} | ${siteName}` : `${siteName}: the tactical fantasy fighting game`;

/**
 * A media path or URL as an absolute URL, for link previews and structured data. An upload is
 * named by its largest variant in its own format (at most 1920 px wide): previews are drawn small,
 * and their readers may not take AVIF or WebP.
 */
export function absoluteMediaUrl(origin: string, image: string) {
  if (/^https?:\/\//.test(image)) return image;
  const uploaded = parseUploadedImage(image);
  return `${origin}${mediaSrc(uploaded && hasVariants(uploaded) ? fallbackPath(uploaded) : image)}`;
}

/**
 * Title, description and Open Graph tags of one public page, and its canonical address when the
 * page names it: the path without a query string (`/dev-diary?page=3` only shows more of the same
 * list, so it canonicalises to `/dev-diary`). Pages answering 404 name none.
 */

export function pageMeta({
  title,
  description,
  image = DEFAULT_IMAGE,
  origin = '',
  path,
  site = DEFAULT_SITE_SETTINGS,
}: {
  title?: string;
  /** The page's own; the site description when it has none. */
  description?: string;
  image?: string;
  origin?: string;
  path?: string;
  /** `siteOf(matches)`: the name in the title and og:site_name, the default description. */
  site?: SiteIdentity;
}) {
  const fullTitle = pageTitle(title, site.siteName);
  const summary = description || site.siteDescription;
  const imageUrl = absoluteMediaUrl(origin, image);
  return [
    { title: fullTitle },
    { name: 'description', content: summary },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: summary },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(origin && path !== undefined ? [{ tagName: 'link', rel: 'canonical', href: origin + path }] : []),
  ];
}
