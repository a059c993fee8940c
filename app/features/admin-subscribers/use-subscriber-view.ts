import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import { readView, writeView } from './subscriber-filters';

/** The subscribers screen's search, filters and page, held in the URL. */
export function useSubscriberView() {
  return useUrlListView(readView, writeView);
}
