import type { MediaItem } from '@contracts/media';
import { Film } from 'lucide-react';
import { ResponsiveImage } from '~/components/ui/responsive-image';

/**
 * A file in a 4:3 box: an image whole (letterboxed on the box's own background rather than its
 * average colour) from its smallest fitting variant, a clip as a film icon.
 */
export function MediaThumbnail({ item, sizes, alt }: { item: MediaItem; sizes: string; alt: string }) {
  return (
    <span className="relative block aspect-[4/3] bg-ink-850">
      {item.kind === 'image' ? (
        <ResponsiveImage
          src={item.url}
          sizes={sizes}
          alt={alt}
          width={item.width ?? 400}
          height={item.height ?? 300}
          loading="lazy"
          decoding="async"
          style={{ backgroundColor: 'transparent' }}
          className="absolute inset-0 h-full w-full object-contain"
        />
      ) : (
        <Film aria-hidden="true" className="absolute top-1/2 left-1/2 size-8 -translate-1/2 text-bone-500" />
      )}
    </span>
  );
}
