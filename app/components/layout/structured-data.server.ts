import { postPath } from '@contracts/post-path';
import { SITE_NAME, type StructuredData, absoluteMediaUrl, defaultImageUrl } from './site-meta';

/**
 * schema.org structured data (JSON-LD) for search engines, built by the loaders on the server so
 * none of this code reaches the browser; `meta` writes it out with `jsonLdMeta` (site-meta.ts).
 */
const jsonLd = (data: Record<string, unknown>): StructuredData => ({
  '@context': 'https://schema.org',
  ...data,
});

/** The game itself, on the landing page: its platforms and fighters come from the database. */
export function videoGameData(
  origin: string,
  game: {
    name: string;
    description: string;
    platforms: string[];
    fighters: Array<{ id: number; name: string }>;
  },
) {
  return jsonLd({
    '@type': 'VideoGame',
    name: game.name,
    url: `${origin}/`,
    description: game.description,
    image: defaultImageUrl(origin),
    genre: ['Fighting', 'Strategy'],
    gamePlatform: game.platforms,
    playMode: ['MultiPlayer'],
    character: game.fighters.map((fighter) => ({
      '@type': 'Person',
      name: fighter.name,
      url: `${origin}/fighter/${fighter.id}`,
    })),
  });
}

/** One dev diary post, on its permalink. */
export function blogPostingData(
  origin: string,
  post: {
    slug: string;
    title: string;
    description: string;
    author: string;
    date: string;
    updatedAt: string;
    tags: string[];
    coverImage: string | null;
  },
  siteName: string = SITE_NAME,
) {
  const url = `${origin}${postPath(post.slug)}`;
  return jsonLd({
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.date,
    // A post dated after its last edit (set ahead by staff) was modified when it was published.
    dateModified: post.updatedAt > post.date ? post.updatedAt : post.date,
    author: { '@type': 'Person', name: post.author },
    keywords: post.tags,
    image: post.coverImage ? absoluteMediaUrl(origin, post.coverImage) : defaultImageUrl(origin),
    publisher: {
      '@type': 'Organization',
      name: siteName,
      logo: { '@type': 'ImageObject', url: `${origin}/icons/icon-512.png` },
    },
    isPartOf: { '@type': 'Blog', name: `${siteName} dev diary`, url: `${origin}/dev-diary` },
  });
}

/** Home › Fighters › the fighter, on a fighter's page. */
export function fighterBreadcrumbData(origin: string, fighter: { id: number; name: string }) {
  const trail = [
    ['Home', `${origin}/`],
    ['Fighters', `${origin}/fighters`],
    [fighter.name, `${origin}/fighter/${fighter.id}`],
  ];
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    })),
  });
}
