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

/** Title, description and Open Graph tags of one public page. */
export function pageMeta({
  title,
  description,
  image = DEFAULT_IMAGE,
  origin = '',
}: {
  title?: string;
  description: string;
  image?: string;
  origin?: string;
}) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: the tactical fantasy fighting game`;
  const imageUrl = /^https?:\/\//.test(image) ? image : `${origin}${mediaSrc(image)}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
