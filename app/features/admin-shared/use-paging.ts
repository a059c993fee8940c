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
