import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { Faq } from '@contracts/faq';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';

export function FaqRow({
  faq,
  first,
  last,
  onMove,
  onEdit,
  onDelete,
}: {
  faq: Faq;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex gap-3 rounded-lg border border-ink-700 bg-ink-900/80 p-4">
      <div className="flex flex-col items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={`Move up: ${faq.question}`}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <span className="font-display text-lg font-bold text-blood-400">
          <span className="sr-only">Order </span>
          {faq.order}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={`Move down: ${faq.question}`}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <article className="min-w-0 flex-1" aria-label={faq.question}>
        <h3 className="font-semibold break-words text-bone-50">{faq.question}</h3>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <Badge variant="info">{faq.category}</Badge>
          <Badge variant={faq.published ? 'success' : 'muted'}>{faq.published ? 'Active' : 'Inactive'}</Badge>
        </div>
        <p className="mt-2 text-sm whitespace-pre-line text-bone-300">{faq.answer}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit FAQ: ${faq.question}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete FAQ: ${faq.question}`}
            className="text-blood-400"
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
          <span className="ml-auto text-xs text-bone-500">
            Updated <time dateTime={faq.updatedAt}>{formatDateTime(faq.updatedAt)}</time>
          </span>
        </div>
      </article>
    </li>
  );
}
