import { TtlCache } from '../cache/ttl-cache';
import type { CacheBus } from './cache-bus';

/** Reads a loader may share between page renders, by name (`cachedRead('fighters', …)`). */
export type CachedRead = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** Loaders read a handful of named things; this only bounds a mistake. */
const MAX_ENTRIES = 100;

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
  const cache = new TtlCache<string, unknown>({ ttlMs, maxEntries: MAX_ENTRIES });
  bus.onInvalidate(() => cache.clear());
  return <T>(key: string, read: () => Promise<T>) => cache.read(key, read) as Promise<T>;
}
