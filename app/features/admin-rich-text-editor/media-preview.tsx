import type { MediaItem } from '@contracts/media';
import { mediaSrc } from '@contracts/media-paths';

/** A picked image, small, in a 4:3 box: enough to confirm the choice before describing it. */
export function MediaPreview({ item, alt }: { item: MediaItem; alt: string }) {
  return (
    <span className="block aspect-[4/3] overflow-hidden rounded border border-ink-700 bg-ink-850">
      <img src={mediaSrc(item.url)} alt={alt} className="h-full w-full object-contain" />
    </span>
  );
}
