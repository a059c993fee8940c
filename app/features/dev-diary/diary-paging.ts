import { PAGE_LIMITS } from '@contracts/page-limits';

/** Posts per "Load more": four rows of the three-column grid. */
export const DIARY_PAGE_SIZE = 12;
/** The most pages a link can ask for: one API call holds at most PAGE_LIMITS.max posts. */
export const DIARY_MAX_PAGES = Math.floor(PAGE_LIMITS.max / DIARY_PAGE_SIZE);

/**
 * How many pages of posts `/dev-diary?page=N` shows: pages 1 to N, so a reload or a shared link
 * shows what the visitor had loaded. Anything that is not a whole number from 1 reads as 1; a
 * number past the limit reads as the limit.
 */
export function diaryPagesOf(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), DIARY_MAX_PAGES);
}

/** The link of the next "Load more". */
export const nextDiaryPageHref = (pages: number) => `/dev-diary?page=${pages + 1}`;
