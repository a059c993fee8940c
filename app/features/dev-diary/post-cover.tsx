import { mediaSrc } from '@contracts/media-paths';
import { clsx } from 'clsx';

/** The link-preview shape (1200×630) the editor recommends; the box keeps it whatever the upload. */
const WIDTH = 1200;
const HEIGHT = 630;

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
    <img
      src={mediaSrc(src)}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      decoding="async"
      {...(place === 'card' ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
      className={clsx('aspect-[1200/630] w-full bg-ink-850 object-cover', className)}
    />
  );
}
