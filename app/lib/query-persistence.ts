import { type Query, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { CACHE_MAX_AGE, CACHE_VERSION } from './query-client';
import { readSessionToken } from './session-token';

/** Where the visitors' cached reads are kept between visits. */
const STORAGE_KEY = 'bm-query-cache';
/** Saves wait this long for the cache to settle: a page's reads land together, in one write. */
const SAVE_DELAY_MS = 1000;

/**
 * Only visitors' reads are kept in localStorage. While a staff session exists nothing is persisted:
 * subscriber emails, messages and drafts must not outlive the tab on a shared computer.
 */
const shouldDehydrateQuery = (query: Query) =>
  query.state.status === 'success' && readSessionToken() === null;

type Saved = { buster: string; timestamp: number; clientState: ReturnType<typeof dehydrate> };

/** The saved cache, when it was written by this version of the app less than CACHE_MAX_AGE ago. */
function restore(storage: Storage): Saved['clientState'] | undefined {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    if (saved?.buster === CACHE_VERSION && Date.now() - saved.timestamp < CACHE_MAX_AGE)
      return saved.clientState;
  } catch {
    // Unreadable: dropped below, like an expired one.
  }
  storage.removeItem(STORAGE_KEY);
  return undefined;
}

/**
 * Restores the cached reads from localStorage and keeps saving them (a different CACHE_VERSION
 * discards old entries; entries older than CACHE_MAX_AGE are dropped). Loaded after the first
 * paint: server-rendered pages already hold their data, so nothing waits for the restore.
 */
export function startQueryPersistence(queryClient: QueryClient): () => void {
  const storage = window.localStorage;
  const saved = restore(storage);
  if (saved) hydrate(queryClient, saved);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const clientState = dehydrate(queryClient, { shouldDehydrateQuery });
    try {
      storage.setItem(
        STORAGE_KEY,
        JSON.stringify({ buster: CACHE_VERSION, timestamp: Date.now(), clientState }),
      );
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
