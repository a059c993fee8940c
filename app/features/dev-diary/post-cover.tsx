import { mediaSrc } from '@contracts/media-paths';
import { cn } from '~/lib/cn';

/** The link-preview shape (1200×630) the editor recommends; the box keeps it whatever the upload. */
const WIDTH = 1200;
const HEIGHT = 630;

/**
 * A post's cover image. Decorative (the title says what the post is), so its text alternative is
 * empty; the width and height reserve its box before it loads. On a card it loads lazily; on the
 * post itself it is the largest thing on screen, so it is fetched first.
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
      className={cn('aspect-[1200/630] w-full bg-ink-850 object-cover', className)}
    />
  );
}
