import { FEEDBACK_STATUSES, type Feedback, type FeedbackStatus } from '@contracts/feedback';

export type FeedbackStatusFilter = 'all' | FeedbackStatus;

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const FEEDBACK_STATUS_BADGE = {
  new: 'blood',
  'in-progress': 'warning',
  resolved: 'success',
  closed: 'muted',
} as const;

export function feedbackCounts(list: Feedback[]): Record<FeedbackStatusFilter, number> {
  const counts = { all: list.length } as Record<FeedbackStatusFilter, number>;
  for (const status of FEEDBACK_STATUSES) counts[status] = list.filter((f) => f.status === status).length;
  return counts;
}

/** Case-insensitive search over name, email and subject (back-office.md §5), then the status. */
export function filterFeedback(list: Feedback[], search: string, status: FeedbackStatusFilter) {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (f) =>
      (status === 'all' || f.status === status) &&
      (!needle || [f.name, f.email, f.subject].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** "1.25 MB": attachment sizes with two decimals (back-office.md §9). */
export function formatMegabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
