import { SUPPORT_STATUSES, type SupportMessage, type SupportStatus } from '@contracts/support-message';

export type MessageStatusFilter = 'all' | SupportStatus;

export const MESSAGE_STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...SUPPORT_STATUSES.map((status) => ({ value: status, label: status })),
] as { value: MessageStatusFilter; label: string }[];

/** Case-insensitive search over name, email, subject and message (back-office.md §5). */
export function filterMessages(messages: SupportMessage[], search: string, status: MessageStatusFilter) {
  const needle = search.trim().toLowerCase();
  return messages.filter(
    (m) =>
      (status === 'all' || m.status === status) &&
      (!needle ||
        [m.name, m.email, m.subject, m.message].some((text) => text.toLowerCase().includes(needle))),
  );
}

export const STATUS_BADGE = { new: 'blood', read: 'info', replied: 'success', closed: 'muted' } as const;
