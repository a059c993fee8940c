import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { CACHE_MAX_AGE, CACHE_VERSION } from './query-client';
import { readSessionToken } from './session-token';

/**
 * Only visitors' reads are kept in localStorage. While a staff session exists nothing is persisted:
 * subscriber emails, messages and drafts must not outlive the tab on a shared computer.
 */
const shouldDehydrateQuery = (query: Query) =>
  query.state.status === 'success' && readSessionToken() === null;

/**
 * Restores the cached reads from localStorage and keeps saving them (a different CACHE_VERSION, the
 * buster, discards old entries; entries older than CACHE_MAX_AGE are dropped). Loaded after the first
 * paint: server-rendered pages already hold their data, so nothing waits for the restore.
 */
export function startQueryPersistence(queryClient: QueryClient): () => void {
  const persister = createSyncStoragePersister({ storage: window.localStorage, key: 'bm-query-cache' });
  const [unsubscribe] = persistQueryClient({
    queryClient,
    persister,
    maxAge: CACHE_MAX_AGE,
    buster: CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery },
  });
  return unsubscribe;
}
