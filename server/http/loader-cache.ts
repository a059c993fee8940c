import type { CacheBus } from './cache-bus';

/** Reads a loader may share between page renders, by name (`cachedRead('fighters', …)`). */
export type CachedRead = <T>(key: string, read: () => Promise<T>) => Promise<T>;

type Entry = { value: Promise<unknown>; expires: number };

/**
 * Public content read by page loaders (the roster, the game modes, the About text…), kept for
 * READ_CACHE_SECONDS like the API's read cache and cleared by the same bus on any staff write.
 * The page cache already answers repeated visits; this spares the database on the renders it
 * cannot answer (a cache miss, a query string, a page cache turned off). Loaders must treat a
 * cached value as read-only: it is shared by every render until it expires.
 * A read that fails is not kept; a fill that started before a write is not stored.
 */
export function createLoaderCache(ttlMs: number, bus: CacheBus): CachedRead {
  if (ttlMs <= 0) return (_key, read) => read();
  const entries = new Map<string, Entry>();
  bus.onInvalidate(() => entries.clear());
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    const generation = bus.generation;
    const value = read();
    entries.set(key, { value, expires: now + ttlMs });
    value.then(
      () => {
        // Data read before a write must not outlive it.
        if (bus.generation !== generation && entries.get(key)?.value === value) entries.delete(key);
      },
      () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      },
    );
    return value;
  };
}
