import type { PostMailing } from '@contracts/post-mailing';
import { Mail } from 'lucide-react';
import { formatCount } from '~/lib/intl-format';
import { TOPIC_NAMES } from '~/features/admin-shared/topic-names';

function describe(mailing: PostMailing) {
  if (mailing.state === 'waiting') return 'Will be emailed to the subscribers when the post goes live.';
  if (mailing.state === 'enqueuing')
    return `Queuing for the subscribers… ${formatCount(mailing.queued + mailing.sent)} so far`;
  return `${formatCount(mailing.queued)} queued · ${formatCount(mailing.sent)} sent · ${formatCount(mailing.failed)} failed`;
}

/** The editor's progress line of a post emailed to the subscribers (nothing before it was asked for). */
export function PostMailingStatus({ mailing }: { mailing: PostMailing | undefined }) {
  if (!mailing || mailing.state === 'none') return null;
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
      <p className="mt-1 text-bone-300">{describe(mailing)}</p>
    </div>
  );
}
