import type { PostMailing } from '@contracts/post-mailing';
import { Mail } from 'lucide-react';
import { formatDateTime } from '~/lib/format-date';
import { formatCount } from '~/lib/intl-format';
import { TOPIC_NAMES } from '~/features/admin-shared/topic-names';

/** Before the report: the mailing waits for its post, or its subscribers are being queued. */
function pending(mailing: PostMailing) {
  if (mailing.state === 'waiting') return 'Will be emailed to the subscribers when the post goes live.';
  if (mailing.state === 'enqueuing')
    return `Queuing for the subscribers… ${formatCount(mailing.queued + mailing.sent)} so far`;
  return null;
}

/** "12.5 mails/s"; under one a second, per minute reads better ("40 mails/min"). */
function rate(perSecond: number | null) {
  if (perSecond === null) return '–';
  if (perSecond < 1) return `${formatCount(Math.round(perSecond * 60))} mails/min`;
  return `${formatCount(Math.round(perSecond * 10) / 10)} mails/s`;
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="min-w-0 rounded border border-ink-700 bg-ink-950/60 px-2 py-1.5">
      <dt className="text-xs text-bone-500">{label}</dt>
      <dd className="font-semibold tabular-nums text-bone-100">{formatCount(value)}</dd>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-bone-500">{label}</dt>
      <dd className="tabular-nums text-bone-100">{value}</dd>
    </div>
  );
}

/**
 * The editor's report of a post emailed to the subscribers (nothing before it was asked for): its
 * mails by outcome, who unsubscribed through it, and when and how fast it went. The numbers outlive
 * the outbox's clean-up (docs/decisions/0059-mailing-report-and-outbox-retention.md).
 */
export function PostMailingStatus({ mailing }: { mailing: PostMailing | undefined }) {
  if (!mailing || mailing.state === 'none') return null;
  const before = pending(mailing);
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-md border border-ink-700 bg-ink-900 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-bone-100">
        <Mail aria-hidden="true" className="size-4 text-blood-400" />
        Emailed to subscribers{mailing.topic ? ` of ${TOPIC_NAMES[mailing.topic]}` : ''}
      </p>
      {before ? (
        <p className="mt-1 text-bone-300">{before}</p>
      ) : (
        <>
          <dl aria-label="Mails" className="mt-2 grid grid-cols-2 gap-1.5">
            <Count label="Queued" value={mailing.queued} />
            <Count label="Sent" value={mailing.sent} />
            <Count label="Failed" value={mailing.failed} />
            <Count label="Bounced" value={mailing.bounced} />
            <Count label="Complaints" value={mailing.complained} />
            <Count label="Unsubscribed" value={mailing.unsubscribed} />
          </dl>
          <dl aria-label="Sending" className="mt-2 space-y-0.5 text-xs">
            <Fact label="Rate" value={rate(mailing.ratePerSecond)} />
            <Fact label="First sent" value={formatDateTime(mailing.firstSentAt, '–')} />
            <Fact label="Last sent" value={formatDateTime(mailing.lastSentAt, '–')} />
          </dl>
          <p className="mt-2 text-xs text-bone-500">
            Unsubscribed counts those who left through this mailing&apos;s link. Opens and clicks are not
            tracked.
          </p>
        </>
      )}
    </div>
  );
}
