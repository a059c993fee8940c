import { describe, expect, it } from 'vitest';
import { devDiaryEndpoints } from './dev-diaries';
import { endpointKey, endpointUrl } from './endpoint';
import { fighterEndpoints } from './fighters';
import { subscriberEndpoints } from './subscribers';

describe('typed endpoints (docs/decisions/0048-typed-api-client.md)', () => {
  it('fills the path params, encoded, and leaves a path without params as declared', () => {
    expect(endpointUrl(fighterEndpoints.list)).toBe('/api/fighters');
    expect(
      endpointUrl(fighterEndpoints.labelHistory, { params: { id: 3, entryId: 9 }, body: { postId: null } }),
    ).toBe('/api/fighters/3/history/9');
    expect(endpointUrl(devDiaryEndpoints.bySlug, { params: { slug: 'a b/c' } })).toBe(
      '/api/dev-diaries/slug/a%20b%2Fc',
    );
  });

  it('builds the query string from the defined values only', () => {
    expect(
      endpointUrl(devDiaryEndpoints.list, { query: { published: true, limit: 12, search: undefined } }),
    ).toBe('/api/dev-diaries?published=true&limit=12');
    expect(endpointUrl(subscriberEndpoints.count, { query: {} })).toBe('/api/subscribers/count');
  });

  it('keys a read by its resource, so invalidating the resource clears it', () => {
    expect(endpointKey(fighterEndpoints.list)).toEqual(['fighters']);
    expect(endpointKey(fighterEndpoints.one, { id: 4 })).toEqual(['fighters', 4]);
    expect(endpointKey(devDiaryEndpoints.stats)).toEqual(['dev-diaries', 'stats']);
  });
});
