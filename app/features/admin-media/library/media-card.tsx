import { type MediaItem, usesSummary } from '@contracts/media';
import { Film, Pencil, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { formatBytes } from '../media-file';

/** "1200 × 630" for an image, nothing for a clip. */
const dimensions = (item: MediaItem) => (item.width && item.height ? `${item.width} × ${item.height}` : null);

/** One file of the library: what it is, how big, where it is used, and its two actions. */
export function MediaCard({
  item,
  onEdit,
  onDelete,
}: {
  item: MediaItem;
  onEdit: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
}) {
  const details = [item.mime, formatBytes(item.size), dimensions(item)].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-ink-700 bg-ink-900">
      <div className="relative aspect-[4/3] bg-ink-850">
        {item.kind === 'image' ? (
          <ResponsiveImage
            src={item.url}
            sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={item.altText}
            width={item.width ?? 400}
            height={item.height ?? 300}
            loading="lazy"
            decoding="async"
            // The whole image, letterboxed on the card's own background rather than its colour.
            style={{ backgroundColor: 'transparent' }}
            className="absolute inset-0 h-full w-full object-contain"
          />
        ) : (
          <Film
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 size-10 -translate-1/2 text-bone-500"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="truncate text-sm font-semibold text-bone-50" title={item.name}>
          {item.name}
        </h3>
        <p className="text-xs text-bone-300">{details}</p>
        <p className={item.uses.length > 0 ? 'text-xs text-blood-400' : 'text-xs text-bone-500'}>
          {usesSummary(item.uses)}
        </p>
        {item.kind === 'image' && !item.altText ? (
          <p className="text-xs text-amber-200">No alt text yet</p>
        ) : null}
        <div className="mt-auto flex gap-2 pt-2">
          <Button size="sm" variant="secondary" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onDelete(item)} aria-label={`Delete ${item.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
