import { FEEDBACK_STATUSES, type FeedbackStatus } from '@contracts/feedback';

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
export type FeedbackView = { search: string; status: FeedbackStatusFilter; page: number };

export function readFeedbackView(params: URLSearchParams): FeedbackView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: FEEDBACK_STATUSES.includes(status as FeedbackStatus) ? (status as FeedbackStatus) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeFeedbackView(view: FeedbackView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API query of a view: the search trimmed, "all" left out, the page as limit and offset. */
export function feedbackPageQuery(view: FeedbackView) {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(view.status !== 'all' ? { status: view.status } : {}),
    limit: FEEDBACK_PAGE_SIZE,
    offset: (view.page - 1) * FEEDBACK_PAGE_SIZE,
  };
}

/** "1.25 MB": attachment sizes with two decimals (docs/back-office-screens.md §9). */
export function formatMegabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
