import { useEffect } from 'react';
import type { ListView } from './use-url-list-view';

/**
 * The page controls' props of a server-paged list whose view lives in the URL. A page past the
 * end (its last rows deleted, or an old link) turns into the last page once the server has
 * answered; with an inexact total (`totalExact` false) there is no known end to go back to.
 */
export function usePaging({
  view,
  update,
  query,
  pageSize,
  total,
  totalExact = true,
}: {
  view: ListView;
  update: (change: { page: number }) => void;
  query: { isPlaceholderData: boolean; isSuccess: boolean };
  pageSize: number;
  total: number;
  totalExact?: boolean;
}) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd = totalExact && !query.isPlaceholderData && query.isSuccess && view.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);
  return {
    page: view.page,
    pageSize,
    total,
    totalExact,
    onPage: (page: number) => update({ page }),
  };
}

type PagedQuery<Row> = {
  data: { data: Row[]; meta: { total: number } } | undefined;
  isPlaceholderData: boolean;
  isSuccess: boolean;
};

// One empty array for every screen, so a list still loading keeps the same rows from render to render.
const NO_ROWS: never[] = [];

/** The rows on screen, the total over all pages and the page controls of a server-paged list. */
export function usePagedRows<Row>(
  query: PagedQuery<Row>,
  {
    view,
    update,
    pageSize,
  }: { view: ListView; update: (change: { page: number }) => void; pageSize: number },
) {
  const rows: Row[] = query.data?.data ?? NO_ROWS;
  const total = query.data?.meta.total ?? 0;
  const paging = usePaging({ view, update, query, pageSize, total });
  return { rows, total, paging };
}
