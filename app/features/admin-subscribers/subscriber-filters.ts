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

/** Rows per page of the screen. */
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=ana&status=active&source=social&page=2`). */
export type SubscriberView = { search: string; status: StatusFilter; source: SourceFilter; page: number };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  values.includes(value as T) ? (value as T) : 'all';

export function readView(params: URLSearchParams): SubscriberView {
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: oneOf(SUBSCRIBER_STATUSES, params.get('status')),
    source: oneOf(SUBSCRIBER_SOURCES, params.get('source')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search params for a view; defaults are left out so a plain view has a plain URL. */
export function writeView(view: SubscriberView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.source !== 'all') params.set('source', view.source);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API query of a view's filters (search trimmed, "all" left out). */
export function filterQuery(view: Pick<SubscriberView, 'search' | 'status' | 'source'>) {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(view.status !== 'all' ? { status: view.status } : {}),
    ...(view.source !== 'all' ? { source: view.source } : {}),
  };
}
