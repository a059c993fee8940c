import { Mail, Send, Trash2 } from 'lucide-react';
import type { Subscriber } from '@contracts/subscriber';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { localeName, useServedLocales } from '~/features/admin-shared/translations/served-locales';
import { formatDateTime } from '~/lib/format-date';
import { topicsSummary } from '~/features/admin-shared/topic-names';

const SOURCE_VARIANT = { website: 'info', newsletter: 'warning', social: 'blood' } as const;
const STATUS_VARIANT = {
  pending: 'warning',
  active: 'success',
  unsubscribed: 'muted',
  bounced: 'blood',
  complained: 'blood',
} as const;

/**
 * One subscriber with its consent record (source, sign-up and confirmation times, the sign-up's
 * IP address hashed) and, while pending, a button that mails a new confirmation link.
 */
export function SubscriberItem({
  subscriber,
  onDelete,
  onResend,
  resending = false,
}: {
  subscriber: Subscriber;
  onDelete: () => void;
  onResend: () => void;
  resending?: boolean;
}) {
  const served = useServedLocales();
  return (
    <li className="flex flex-col gap-3 border-t border-ink-700 p-4 first:border-t-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-all text-bone-50">{subscriber.email}</p>
          <Badge variant={STATUS_VARIANT[subscriber.status]}>{subscriber.status}</Badge>
          <Badge variant={SOURCE_VARIANT[subscriber.source]}>{subscriber.source}</Badge>
        </div>
        {subscriber.name ? <p className="mt-1 text-sm text-bone-300">{subscriber.name}</p> : null}
        {subscriber.suppressedReason ? (
          <p className="mt-1 text-sm break-words text-blood-400">
            <span className="sr-only">Why no mail is sent: </span>
            {subscriber.suppressedReason}
          </p>
        ) : null}
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-bone-500">
          <TimeEntry term="Subscribed" at={subscriber.subscribedAt} />
          {subscriber.confirmedAt ? (
            <TimeEntry term="Confirmed" at={subscriber.confirmedAt} />
          ) : (
            <div>
              <dt className="sr-only">Confirmed</dt>
              <dd>Not confirmed by mail</dd>
            </div>
          )}
          {subscriber.suppressedAt ? (
            <TimeEntry
              term={subscriber.status === 'complained' ? 'Complained' : 'Bounced'}
              at={subscriber.suppressedAt}
            />
          ) : null}
          {served.all.length > 1 ? (
            <div>
              <dt className="inline">Mails in </dt>
              <dd className="inline">{localeName(subscriber.locale ?? served.default)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline">Topics </dt>
            <dd className="inline">{topicsSummary(subscriber.topics)}</dd>
          </div>
          {subscriber.ipHash ? (
            <div>
              <dt className="inline">IP hash </dt>
              <dd className="inline font-mono" title={subscriber.ipHash}>
                {subscriber.ipHash.slice(0, 12)}…
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="flex shrink-0 gap-2">
        {subscriber.status === 'pending' ? (
          <Button variant="secondary" size="sm" onClick={onResend} disabled={resending}>
            <Send aria-hidden="true" />
            {resending ? 'Sending...' : 'Resend confirmation'}
          </Button>
        ) : null}
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

/** A record's moment: "Subscribed <time>", read inline. */
function TimeEntry({ term, at }: { term: string; at: string }) {
  return (
    <div>
      <dt className="inline">{term} </dt>
      <dd className="inline">
        <time dateTime={at}>{formatDateTime(at)}</time>
      </dd>
    </div>
  );
}
