import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import { subscriberUrl } from './subscriber-filters';

/** The subscribers screen's search, filters and page, held in the URL. */
export function useSubscriberView() {
  return useUrlListView(subscriberUrl);
}
