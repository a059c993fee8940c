import { type MediaItem, usesSummary } from '@contracts/media';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatBytes } from '../media-file';
import { MediaThumbnail } from './media-thumbnail';

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
      <MediaThumbnail
        item={item}
        sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt={item.altText}
      />
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
