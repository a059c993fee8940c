import { FEEDBACK_STATUSES, type FeedbackStatus } from '@contracts/feedback';
import { type UrlView, urlView } from '~/features/admin-shared/url-view';

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

/** Submissions per page of the screen. */
export const FEEDBACK_PAGE_SIZE = 50;

/** What the screen shows, as held in its URL (`?q=lag&status=new&page=2`). */
export const feedbackUrl = urlView({ status: FEEDBACK_STATUSES }, FEEDBACK_PAGE_SIZE);
export type FeedbackView = UrlView<{ status: typeof FEEDBACK_STATUSES }>;

/** "1.25 MB": attachment sizes with two decimals (docs/back-office-screens.md §9). */
export function formatMegabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
