import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { Chapter } from '@contracts/chapter';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';

export function ChapterRow({
  chapter,
  first,
  last,
  onMove,
  onEdit,
  onDelete,
}: {
  chapter: Chapter;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = `chapter ${chapter.order}: ${chapter.subtitle}`;
  return (
    <li className="flex gap-3 rounded-lg border border-ink-700 bg-ink-900/80 p-4">
      <div className="flex flex-col items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={`Move ${label} up`}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <span className="font-display text-lg font-bold text-blood-400" aria-hidden="true">
          {chapter.order}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={`Move ${label} down`}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <article className="min-w-0 flex-1" aria-label={`Chapter ${chapter.order}`}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="sr-only">Order {chapter.order}.</span>
          <h3 className="font-display font-bold break-words text-bone-50">{chapter.title}</h3>
          <Badge variant={chapter.isActive ? 'success' : 'muted'}>
            {chapter.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <p className="mt-1 font-semibold text-bone-100">{chapter.subtitle}</p>
        <p className="mt-1 text-sm whitespace-pre-line text-bone-300">{chapter.description}</p>
        <p className="mt-2 text-xs text-bone-500">
          Video: <code className="break-all text-bone-300">{chapter.videoSrc}</code>
        </p>
        <div className="mt-3 flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${label}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${label}`}
            className="text-blood-400"
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </article>
    </li>
  );
}
