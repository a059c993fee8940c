import { environmentManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESHNESS, createQueryClient } from './query-client';

const gcTimeOf = (server: boolean) => {
  environmentManager.setIsServer(() => server);
  const client = createQueryClient();
  client.setQueryData(['fighters'], []);
  return client.getQueryCache().find({ queryKey: ['fighters'] })!.gcTime;
};

describe('createQueryClient', () => {
  afterEach(() => environmentManager.setIsServer(() => typeof window === 'undefined'));

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
