import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { CACHE_MAX_AGE, CACHE_VERSION } from './query-client';
import { readSessionToken } from './session-token';

/** Where the visitors' cached reads are kept between visits. */
const STORAGE_KEY = 'bm-query-cache';
/** Saves wait this long for the cache to settle: a page's reads land together, in one write. */
const SAVE_DELAY_MS = 1000;

/** One read as it is kept: its key, its data and when that data was fetched. */
type SavedRead = { queryKey: QueryKey; data: unknown; updatedAt: number };
type Saved = { buster: string; timestamp: number; reads: SavedRead[] };

/**
 * Only visitors' reads are kept in localStorage. While a staff session exists nothing is persisted:
 * subscriber emails, messages and drafts must not outlive the tab on a shared computer.
 */
const kept = (query: Query) => query.state.status === 'success' && readSessionToken() === null;

/** The saved reads, when this version of the app wrote them less than CACHE_MAX_AGE ago. */
function restore(storage: Storage): SavedRead[] | undefined {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    const fresh = saved?.buster === CACHE_VERSION && Date.now() - saved.timestamp < CACHE_MAX_AGE;
    if (fresh && Array.isArray(saved.reads)) return saved.reads;
  } catch {
    // Unreadable: dropped below, like an expired one.
  }
  storage.removeItem(STORAGE_KEY);
  return undefined;
}

/**
 * Restores the cached reads from localStorage and keeps saving them (a different CACHE_VERSION
 * discards old entries; entries older than CACHE_MAX_AGE are dropped), through the query cache's
 * own `setQueryData` with each read's time, so a read the page has since made more recently is
 * kept. Loaded after the first paint: server-rendered pages already hold their data, so nothing
 * waits for the restore (docs/decisions/0057).
 */
export function startQueryPersistence(queryClient: QueryClient): () => void {
  const storage = window.localStorage;
  for (const read of restore(storage) ?? []) {
    const known = queryClient.getQueryState(read.queryKey);
    if (!known || known.dataUpdatedAt < read.updatedAt)
      queryClient.setQueryData(read.queryKey, read.data, { updatedAt: read.updatedAt });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const reads = queryClient
      .getQueryCache()
      .getAll()
      .filter(kept)
      .map((query) => ({
        queryKey: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      }));
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ buster: CACHE_VERSION, timestamp: Date.now(), reads }));
    } catch {
      // Full or refused storage: the next visit starts from the server's pages, as a first one does.
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
      timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
