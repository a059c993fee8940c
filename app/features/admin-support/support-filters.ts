import { SUPPORT_STATUSES, type SupportStatus } from '@contracts/support-message';
import { type UrlView, urlView } from '~/features/admin-shared/url-view';

export type MessageStatusFilter = 'all' | SupportStatus;

export const MESSAGE_STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SUPPORT_STATUSES.map((status) => ({ value: status, label: status })),
] as { value: MessageStatusFilter; label: string }[];

export const STATUS_BADGE = { new: 'blood', read: 'info', replied: 'success', closed: 'muted' } as const;

/** Messages per page of the screen. */
export const MESSAGES_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=refund&status=new&page=2`). */
export type MessageView = UrlView<{ status: typeof SUPPORT_STATUSES }>;
export const messageUrl = urlView({ status: SUPPORT_STATUSES }, MESSAGES_PAGE_SIZE);
