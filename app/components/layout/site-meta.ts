import { fallbackPath, hasVariants, parseUploadedImage } from '@contracts/image-variants';
import { mediaSrc } from '@contracts/media-paths';

export const SITE_NAME = 'Blood & Mayhem';
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
export const pageTitle = (title?: string) =>
  title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: the tactical fantasy fighting game`;

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
}: {
  title?: string;
  description: string;
  image?: string;
  origin?: string;
  path?: string;
}) {
  const fullTitle = pageTitle(title);
  const imageUrl = absoluteMediaUrl(origin, image);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(origin && path !== undefined ? [{ tagName: 'link', rel: 'canonical', href: origin + path }] : []),
  ];
}
