import { describe, expect, it } from 'vitest';
import type { CacheBus } from './cache-bus';
import { createLoaderCache } from './loader-cache';

function localBus(): CacheBus & { listeners: Array<() => void> } {
  const listeners: Array<() => void> = [];
  const bus = {
    listeners,
    onInvalidate: (listener: () => void) => void listeners.push(listener),
    invalidate() {
      for (const listener of listeners) listener();
    },
    invalidateLocal: () => bus.invalidate(),
    close: async () => undefined,
  };
  return bus;
}

describe('the loader cache', () => {
  it('reads once within its lifetime and again after a staff write', async () => {
    const bus = localBus();
    const cached = createLoaderCache(60_000, bus);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cached('fighters', read)).toBe(1);
    expect(await cached('fighters', read)).toBe(1);
    expect(await cached('game-modes', read)).toBe(2);
    bus.invalidate();
    expect(await cached('fighters', read)).toBe(3);
  });

  it('keeps no read that started before a write', async () => {
    const bus = localBus();
    const cached = createLoaderCache(60_000, bus);
    let release!: (value: string) => void;
    const slow = cached('about', () => new Promise<string>((resolve) => (release = resolve)));
    bus.invalidate();
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cached('about', async () => 'after the write')).toBe('after the write');
  });

  it('keeps no failure, and reads every time when turned off', async () => {
    const bus = localBus();
    const cached = createLoaderCache(60_000, bus);
    await expect(cached('faqs', () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await cached('faqs', async () => 'back')).toBe('back');

    const off = createLoaderCache(0, bus);
    let reads = 0;
    await off('faqs', async () => ++reads);
    await off('faqs', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('forgets an entry once its lifetime is over', async () => {
    const bus = localBus();
    const cached = createLoaderCache(1, bus);
    let reads = 0;
    await cached('chapters', async () => ++reads);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cached('chapters', async () => ++reads)).toBe(2);
  });
});
