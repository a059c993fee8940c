import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('keeps a value for its lifetime, then reads again', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.read('a', load)).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(await cache.read('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.read('a', load)).toBe(2);
  });

  it('shares one fill between concurrent misses of a key', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const slow = deferred<string>();
    let loads = 0;
    const load = () => (loads++, slow.promise);
    const first = cache.read('a', load);
    const second = cache.read('a', load);
    expect(cache.filling('a')).toBe(true);
    slow.resolve('page');
    expect(await first).toBe('page');
    expect(await second).toBe('page');
    expect(loads).toBe(1);
    expect(cache.filling('a')).toBe(false);
    expect(cache.get('a')).toBe('page');
  });

  it('stores no fill that started before a clear, and starts a new one after it', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const before = deferred<string>();
    const old = cache.read('a', () => before.promise);
    cache.clear();
    const after = cache.read('a', async () => 'after the write');
    before.resolve('before the write');
    expect(await old).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(cache.get('a')).toBe('after the write');
  });

  it('stores no failure and no value it is told not to keep', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 60_000, maxEntries: 10, keep: (n) => n > 0 });
    await expect(cache.read('a', () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(cache.filling('a')).toBe(false);
    expect(await cache.read('a', async () => -1)).toBe(-1);
    expect(cache.size).toBe(0);
    expect(await cache.read('a', async () => 1)).toBe(1);
    expect(cache.size).toBe(1);
    // A refill the cache may not keep takes the old value away.
    expect(await cache.fill('a', async () => 0)).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used value when full', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.fill('a', async () => 'A');
    await cache.fill('b', async () => 'B');
    expect(cache.get('a')).toBe('A');
    await cache.fill('c', async () => 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('looks up a value past its lifetime as stale for staleMs, then forgets it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10, staleMs: 1000 });
    await cache.fill('a', async () => 'A');
    expect(cache.lookup('a')).toEqual({ value: 'A', stale: false });
    vi.advanceTimersByTime(1500);
    expect(cache.lookup('a')).toEqual({ value: 'A', stale: true });
    expect(cache.get('a')).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('shortens lifetimes by up to the jitter', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const cache = new TtlCache<string, string>({ ttlMs: 1000, maxEntries: 10, jitter: 0.2 });
    await cache.fill('a', async () => 'A');
    vi.advanceTimersByTime(801);
    expect(cache.get('a')).toBeUndefined();
    vi.restoreAllMocks();
  });
});
