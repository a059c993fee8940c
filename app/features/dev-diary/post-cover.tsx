import { clsx } from 'clsx';
import { ResponsiveImage } from '~/components/ui/responsive-image';

/** The link-preview shape (1200×630) the editor recommends; the box keeps it whatever the upload. */
const WIDTH = 1200;
const HEIGHT = 630;
/** The diary's columns (post-list.tsx): one, then two from md, three from xl, in a 7xl page. */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';
/** The article is at most 3xl (768 px) wide. */
const ARTICLE_SIZES = '(min-width: 800px) 768px, 100vw';

/**
 * A post's cover image. Decorative (the title says what the post is), so its text alternative is
 * empty; the width and height reserve its box before it loads. On a card it loads lazily; on the
 * post itself it is the largest thing on screen, so it is fetched first. `className` adds to the
 * box (margins, corners) and never sets its width: classes are joined, not merged, so that public
 * pages do not load a class merger for one image.
 */
export function PostCover({
  src,
  place,
  className,
}: {
  src: string;
  place: 'card' | 'article';
  className?: string;
}) {
  return (
    <ResponsiveImage
      src={src}
      sizes={place === 'card' ? CARD_SIZES : ARTICLE_SIZES}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      decoding="async"
      {...(place === 'card' ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
      className={clsx('aspect-[1200/630] w-full bg-ink-850 object-cover', className)}
    />
  );
}
