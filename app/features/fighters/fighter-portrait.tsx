import { useEffect, useRef, useState } from 'react';
import type { Fighter } from '@contracts/fighter';
import { PLACEHOLDER_IMAGE } from '@contracts/media-paths';
import { clsx } from 'clsx';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { fighterImage } from './fighter-media';

/** The roster's columns: one on a phone, then two, three and four (fighter-roster.tsx). */
const ROSTER_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Portraits are 360×480; a missing one is replaced by the placeholder image (docs/public-screens.md §8). */
export function FighterPortrait({
  fighter,
  alt = '',
  eager = false,
  className,
}: {
  fighter: Pick<Fighter, 'name' | 'imageUrl'>;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <ResponsiveImage
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : fighterImage(fighter)}
      sizes={ROSTER_CARD_SIZES}
      alt={alt}
      width={360}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx('h-full w-full object-cover', className)}
    />
  );
}
