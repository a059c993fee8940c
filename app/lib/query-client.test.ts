import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESHNESS, createQueryClient } from './query-client';

const gcTimeOf = (server: boolean) => {
  if (!server) vi.stubGlobal('window', {});
  const client = createQueryClient();
  client.setQueryData(['fighters'], []);
  return client.getQueryCache().find({ queryKey: ['fighters'] })!.gcTime;
};

describe('createQueryClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an unused entry five minutes in the browser', () => {
    expect(gcTimeOf(false)).toBe(FRESHNESS.fiveMinutes);
  });

  it('sets no removal timer on the server, where each render drops its client', () => {
    // A five-minute timer per entry kept every server render's data alive for five minutes.
    expect(gcTimeOf(true)).toBe(Infinity);
    const before = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const client = createQueryClient();
    client.setQueryData(['fighters'], []);
    client.setQueryData(['faqs'], []);
    const after = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    expect(after).toBe(before);
  });
});
