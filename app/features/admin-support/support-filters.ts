import { SUPPORT_STATUSES, type SupportStatus } from '@contracts/support-message';

export type MessageStatusFilter = 'all' | SupportStatus;

export const MESSAGE_STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SUPPORT_STATUSES.map((status) => ({ value: status, label: status })),
] as { value: MessageStatusFilter; label: string }[];

export const STATUS_BADGE = { new: 'blood', read: 'info', replied: 'success', closed: 'muted' } as const;

/** Messages per page of the screen. */
export const MESSAGES_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=refund&status=new&page=2`). */
export type MessageView = { search: string; status: MessageStatusFilter; page: number };

export function readMessageView(params: URLSearchParams): MessageView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: SUPPORT_STATUSES.includes(status as SupportStatus) ? (status as SupportStatus) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeMessageView(view: MessageView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API query of a view: the search trimmed, "all" left out, the page as limit and offset. */
export function messagePageQuery(view: MessageView) {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(view.status !== 'all' ? { status: view.status } : {}),
    limit: MESSAGES_PAGE_SIZE,
    offset: (view.page - 1) * MESSAGES_PAGE_SIZE,
  };
}
