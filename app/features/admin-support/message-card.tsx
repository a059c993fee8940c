import { CheckCheck, Eye, MailOpen, Trash2, XCircle } from 'lucide-react';
import type { SupportMessage, SupportStatus } from '@contracts/support-message';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';
import { STATUS_BADGE } from './support-filters';

export function MessageCard({
  message,
  onView,
  onStatus,
  onDelete,
}: {
  message: SupportMessage;
  onView: () => void;
  onStatus: (status: SupportStatus) => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-lg border border-ink-700 bg-ink-900/80 p-4">
      <article aria-labelledby={`message-${message.id}-subject`}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`message-${message.id}-subject`} className="min-w-0 font-semibold break-words text-bone-50">
            {message.subject}
          </h3>
          <Badge variant={STATUS_BADGE[message.status]}>{message.status}</Badge>
        </div>
        <p className="mt-1 text-sm break-all text-bone-300">
          {message.name} &lt;{message.email}&gt;
        </p>
        <p className="mt-2 line-clamp-2 text-sm text-bone-100">{message.message}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-bone-500">
          <span>
            Received <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </span>
          {message.updatedAt !== message.createdAt ? (
            <span>
              Updated <time dateTime={message.updatedAt}>{formatDateTime(message.updatedAt)}</time>
            </span>
          ) : null}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onView}>
            <Eye aria-hidden="true" /> View
          </Button>
          {message.status !== 'read' ? (
            <Button variant="secondary" size="sm" onClick={() => onStatus('read')}>
              <MailOpen aria-hidden="true" /> Mark as read
            </Button>
          ) : null}
          {message.status !== 'replied' ? (
            <Button variant="secondary" size="sm" onClick={() => onStatus('replied')}>
              <CheckCheck aria-hidden="true" /> Mark as replied
            </Button>
          ) : null}
          {message.status !== 'closed' ? (
            <Button variant="secondary" size="sm" onClick={() => onStatus('closed')}>
              <XCircle aria-hidden="true" /> Close
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-blood-400">
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </article>
    </li>
  );
}
