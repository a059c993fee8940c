import { Mail, Trash2 } from 'lucide-react';
import type { Subscriber } from '@contracts/subscriber';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';

const SOURCE_VARIANT = { website: 'info', newsletter: 'warning', social: 'blood' } as const;

export function SubscriberItem({ subscriber, onDelete }: { subscriber: Subscriber; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-3 border-t border-ink-700 p-4 first:border-t-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-all text-bone-50">{subscriber.email}</p>
          <Badge variant={subscriber.status === 'active' ? 'success' : 'muted'}>{subscriber.status}</Badge>
          <Badge variant={SOURCE_VARIANT[subscriber.source]}>{subscriber.source}</Badge>
        </div>
        {subscriber.name ? <p className="mt-1 text-sm text-bone-300">{subscriber.name}</p> : null}
        <p className="mt-1 text-xs text-bone-500">
          Subscribed <time dateTime={subscriber.subscribedAt}>{formatDateTime(subscriber.subscribedAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={`mailto:${subscriber.email}`}
          className={buttonVariants({ variant: 'secondary', size: 'icon' })}
          aria-label={`Send email to ${subscriber.email}`}
        >
          <Mail aria-hidden="true" />
        </a>
        <Button
          variant="secondary"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete subscriber ${subscriber.email}`}
        >
          <Trash2 aria-hidden="true" className="text-blood-400" />
        </Button>
      </div>
    </li>
  );
}
