import { fallbackPath, hasVariants, parseUploadedImage } from '@contracts/image-variants';
import { mediaSrc } from '@contracts/media-paths';
import { DEFAULT_SITE_SETTINGS, type PublicSiteSettings } from '@contracts/site-settings-defaults';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@contracts/locales';
import { i18nFor } from '~/lib/i18n';
import { ENGLISH_ONLY, type ServedLocales, localizedPath } from '@contracts/locale-path';

/** The site's name before a super admin renames it; pages take the current one from the root data. */
export const SITE_NAME = DEFAULT_SITE_SETTINGS.siteName;

/** What titles and link previews take from the site settings. */
export type SiteIdentity = Pick<PublicSiteSettings, 'siteName' | 'siteDescription'>;

type RootMeta = { site?: PublicSiteSettings; locale?: Locale; locales?: ServedLocales; catalogue?: string };

/** The root loader's data from a `meta` function's matches; undefined after an error before it loaded. */
function rootOf(matches: readonly unknown[] | undefined): RootMeta | undefined {
  const root = matches?.find(
    (match): match is { loaderData?: RootMeta } =>
      typeof match === 'object' && match !== null && (match as { id?: string }).id === 'root',
  );
  return root?.loaderData ?? undefined;
}

/**
 * The site settings the root loader read, from a `meta` function's matches; the defaults when the
 * root data is missing (an error before it loaded).
 */
export function siteOf(matches: readonly unknown[] | undefined): PublicSiteSettings {
  return rootOf(matches)?.site ?? DEFAULT_SITE_SETTINGS;
}

/** The page's locale and the served ones, from a `meta` function's matches. */
export function localeOf(matches: readonly unknown[] | undefined) {
  const root = rootOf(matches);
  return root?.locale && root.locales ? { locale: root.locale, locales: root.locales } : ENGLISH_ONLY;
}

/** The page's messages for a `meta` function, which runs outside React's context: `i18nOf(matches)._(msg`…`)`. */
export function i18nOf(matches: readonly unknown[] | undefined): I18n {
  const root = rootOf(matches);
  return i18nFor(root?.locale ?? 'en', root?.catalogue ?? '');
}

/** Open Graph's locale names a territory too. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR', ja: 'ja_JP' };

/** The dev diary's RSS feed in the default locale (server/feeds/rss.ts). */
const FEED_PATH = '/dev-diary/rss.xml';

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
export const jsonLdMeta = (data: StructuredData | null | undefined, matches?: readonly unknown[]) =>
  data ? [{ 'script:ld+json': withLanguage(data, localeOf(matches).locale) }] : [];

/** A creative work (the game, a post) says the language its page is in; a breadcrumb list has none. */
const withLanguage = (data: StructuredData, locale: Locale): StructuredData =>
  data['@type'] === 'BreadcrumbList' ? data : { ...data, inLanguage: locale };

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
 * Title, description and Open Graph tags of one public page, and, when the page names its path,
 * its canonical address in the page's locale and the same page in every served locale (hreflang,
 * `x-default` being the default locale's): the path without a query string (`/dev-diary?page=3`
 * only shows more of the same list, so it canonicalises to `/dev-diary`). Pages answering 404 name
 * none.
 */
export function pageMeta({
  title,
  description,
  image = DEFAULT_IMAGE,
  origin = '',
  path,
  matches,
  site = siteOf(matches),
}: {
  title?: string;
  /** The page's own; the site description when it has none. */
  description?: string;
  image?: string;
  origin?: string;
  /** The page's path in the default locale. */
  path?: string;
  /** The `meta` function's matches: the site settings and the page's locale come from the root's data. */
  matches?: readonly unknown[];
  /** The name in the title and og:site_name, the default description; `siteOf(matches)` unless given. */
  site?: SiteIdentity;
}) {
  const fullTitle = pageTitle(title, site.siteName);
  const summary = description || site.siteDescription;
  const imageUrl = absoluteMediaUrl(origin, image);
  const { locale, locales } = localeOf(matches);
  const addressIn = (each: Locale) => origin + localizedPath(path ?? '/', each, locales);
  const addressed = origin !== '' && path !== undefined;
  return [
    { title: fullTitle },
    { name: 'description', content: summary },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: summary },
    { property: 'og:image', content: imageUrl },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(addressed ? [{ tagName: 'link', rel: 'canonical', href: addressIn(locale) }] : []),
    // The default locale's feed is in every page's head (root links); another locale adds its own.
    ...(locale !== locales.default
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: i18nOf(matches)._(msg`Blood & Mayhem dev diary`),
            href: localizedPath(FEED_PATH, locale, locales),
          },
        ]
      : []),
    ...(addressed && locales.all.length > 1
      ? [
          ...locales.all.map((each) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: each,
            href: addressIn(each),
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: addressIn(locales.default) },
        ]
      : []),
  ];
}
