import { useEffect, useRef, useState } from 'react';
import type { Fighter } from '@contracts/fighter';
import { PLACEHOLDER_IMAGE, mediaSrc, webpBeside } from '@contracts/media-paths';
import { clsx } from 'clsx';
import { fighterImage } from './fighter-media';

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

  const path = failed ? PLACEHOLDER_IMAGE : fighterImage(fighter);
  const webp = webpBeside(path);
  const image = (
    <img
      ref={ref}
      src={mediaSrc(path)}
      alt={alt}
      width={360}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx('h-full w-full object-cover', className)}
    />
  );
  // The built-in portraits also come as WebP; an uploaded one is shown as it is.
  return webp ? (
    <picture className="contents">
      <source type="image/webp" srcSet={mediaSrc(webp)} />
      {image}
    </picture>
  ) : (
    image
  );
}
