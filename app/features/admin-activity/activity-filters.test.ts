import { describe, expect, it } from 'vitest';
import { activityHref, activityPageQuery, readActivityView, writeActivityView } from './activity-filters';

const read = (query: string) => readActivityView(new URLSearchParams(query));

describe('the Activity view in the URL', () => {
  it('reads every filter back as it was written', () => {
    const query = 'actor=ada&entity=fighter&entityId=4&action=update&from=2026-11-01&to=2026-11-30&page=2';
    expect(writeActivityView(read(query)).toString()).toBe(query);
  });

  it('ignores values that name no entity, action, day or page', () => {
    expect(read('entity=planet&entityId=-3&action=explode&from=yesterday&page=0')).toEqual({
      search: '',
      entity: 'all',
      entityId: null,
      action: 'all',
      from: '',
      to: '',
      page: 1,
    });
    // An id without its kind of row means nothing.
    expect(read('entityId=4').entityId).toBeNull();
  });

  it('links a row to its own entries', () => {
    expect(read(activityHref('user', 9).split('?')[1]!)).toMatchObject({ entity: 'user', entityId: 9 });
  });
});

describe('activityPageQuery', () => {
  it('asks for whole studio days, the last one included', () => {
    const query = activityPageQuery(read('from=2026-11-01&to=2026-11-02'), 'Europe/Paris');
    expect(query.from).toBe('2026-10-31T23:00:00.000Z');
    expect(query.to).toBe('2026-11-02T23:00:00.000Z');
  });

  it('pages by the page size and leaves out blank filters', () => {
    expect(activityPageQuery(read('page=3&actor=%20'), 'UTC')).toEqual({ limit: 50, offset: 100 });
  });
});
