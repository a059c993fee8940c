import type { Subscriber } from '@contracts/subscriber';
import { SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES } from '@contracts/subscriber';
import { type UrlView, urlView } from '~/features/admin-shared/url-view';

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

/** Rows per page of the screen. */
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=ana&status=active&source=social&page=2`). */
export type SubscriberView = UrlView<{
  status: typeof SUBSCRIBER_STATUSES;
  source: typeof SUBSCRIBER_SOURCES;
}>;

/** The API query of a view's filters is `filterQuery` (the export asks for every page). */
export const subscriberUrl = urlView(
  { status: SUBSCRIBER_STATUSES, source: SUBSCRIBER_SOURCES },
  SUBSCRIBERS_PAGE_SIZE,
);
