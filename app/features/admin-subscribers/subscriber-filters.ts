import type { Subscriber } from '@contracts/subscriber';
import { SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES } from '@contracts/subscriber';

export type StatusFilter = 'all' | Subscriber['status'];
export type SourceFilter = 'all' | Subscriber['source'];

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: status })),
] as { value: StatusFilter; label: string }[];

export const SOURCE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SUBSCRIBER_SOURCES.map((source) => ({ value: source, label: source })),
] as { value: SourceFilter; label: string }[];

/** Case-insensitive search over email and name, then the status and source buttons. */
export function filterSubscribers(
  subscribers: Subscriber[],
  { search, status, source }: { search: string; status: StatusFilter; source: SourceFilter },
) {
  const needle = search.trim().toLowerCase();
  return subscribers.filter(
    (s) =>
      (status === 'all' || s.status === status) &&
      (source === 'all' || s.source === source) &&
      (!needle || s.email.toLowerCase().includes(needle) || (s.name ?? '').toLowerCase().includes(needle)),
  );
}

/** The six counters, over every subscriber. */
export function subscriberCounts(subscribers: Subscriber[]) {
  const count = (test: (s: Subscriber) => boolean) => subscribers.filter(test).length;
  return {
    total: subscribers.length,
    active: count((s) => s.status === 'active'),
    unsubscribed: count((s) => s.status === 'unsubscribed'),
    website: count((s) => s.source === 'website'),
    newsletter: count((s) => s.source === 'newsletter'),
    social: count((s) => s.source === 'social'),
  };
}
