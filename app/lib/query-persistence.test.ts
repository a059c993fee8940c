import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MAX_AGE, CACHE_VERSION } from './query-client';
import { startQueryPersistence } from './query-persistence';

/** localStorage as the browser keeps it, for the node test environment. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const KEY = 'bm-query-cache';
let storage: MemoryStorage;
beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const saved = () => JSON.parse(storage.getItem(KEY) ?? 'null');

describe('query persistence', () => {
  it("saves a visitor's reads a second after they land, and the next visit starts with them", () => {
    const first = new QueryClient();
    const stop = startQueryPersistence(first);
    first.setQueryData(['fighters'], [{ id: 1, name: 'VESPERA' }]);
    expect(storage.getItem(KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(saved()).toMatchObject({ buster: CACHE_VERSION });
    stop();

    const next = new QueryClient();
    startQueryPersistence(next);
    expect(next.getQueryData(['fighters'])).toEqual([{ id: 1, name: 'VESPERA' }]);
  });

  it('keeps a read the page made after the saved one', () => {
    const first = new QueryClient();
    startQueryPersistence(first);
    first.setQueryData(['about'], { title: 'Old' }, { updatedAt: 1000 });
    vi.advanceTimersByTime(1000);

    const next = new QueryClient();
    next.setQueryData(['about'], { title: 'New' }, { updatedAt: 2000 });
    startQueryPersistence(next);
    expect(next.getQueryData(['about'])).toEqual({ title: 'New' });
  });

  it('drops a cache written by another version of the app, or longer ago than its age limit', () => {
    const reads = [{ queryKey: ['fighters'], data: [], updatedAt: Date.now() }];
    for (const stale of [
      { buster: 'old', timestamp: Date.now(), reads },
      { buster: CACHE_VERSION, timestamp: Date.now() - CACHE_MAX_AGE - 1, reads },
      // The shape an earlier version wrote.
      { buster: CACHE_VERSION, timestamp: Date.now(), clientState: { queries: [] } },
      'not JSON',
    ]) {
      storage.setItem(KEY, typeof stale === 'string' ? stale : JSON.stringify(stale));
      startQueryPersistence(new QueryClient())();
      expect(storage.getItem(KEY)).toBeNull();
    }
  });

  it('keeps nothing while a staff session is signed in', () => {
    storage.setItem('bm-admin-session', JSON.stringify({ token: 'staff', user: {} }));
    const client = new QueryClient();
    startQueryPersistence(client);
    client.setQueryData(['subscribers'], [{ email: 'player@example.com' }]);
    vi.advanceTimersByTime(1000);
    expect(saved().reads).toEqual([]);
  });
});
