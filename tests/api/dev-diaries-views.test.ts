import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import type { Role } from '../../contracts/user';
import { readPublishedPost } from '../../app/routes/public/dev-diary.server';
import { viewCounterOf } from '../../server/data/dev-diary-view-counter';
import { type TestApp, createTestApp } from './support/test-app';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let first: DevDiary;
let second: DevDiary;
beforeAll(async () => {
  t = await createTestApp();
  const create = async (title: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/dev-diaries',
        as: 'admin',
        payload: {
          title,
          excerpt: 'E',
          content: 'C',
          author: 'A',
          tags: [],
          featured: false,
          published: true,
        },
      })
    ).json().data as DevDiary;
  first = await create('First post');
  second = await create('Second post');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const read = (url: string, userAgent: string | undefined = BROWSER, as?: Role) =>
  t.request({
    method: 'GET',
    url: `/api/dev-diaries${url}`,
    as,
    headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
  });
const viewsIn = async (url: string) => (await read(url, GOOGLEBOT)).json().data.views as number;
const stored = async (id: number) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('dev_diaries')
        .select('views')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).views,
  );
const counter = () => viewCounterOf(t.db.kysely);

describe('Post views', () => {
  beforeEach(async () => {
    await counter().flush();
    await t.db.kysely.updateTable('dev_diaries').set({ views: 0 }).execute();
  });

  it('writes nothing while visitors read, then one UPDATE per post on flush with the right totals', async () => {
    const updates = vi.spyOn(t.db.kysely, 'updateTable');
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await read(i % 2 ? `/${first.id}` : `/slug/${first.slug}`)).json().data.views);
    await read(`/${second.id}`);
    await read(`/slug/${second.slug}`);
    // Each answer already includes the views still waiting in memory.
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(updates).not.toHaveBeenCalled();
    expect(await stored(first.id)).toBe(0);

    await counter().flush();
    expect(updates).toHaveBeenCalledTimes(2);
    expect(await stored(first.id)).toBe(5);
    expect(await stored(second.id)).toBe(2);
    // Nothing is counted twice once written.
    expect(await viewsIn(`/${first.id}`)).toBe(5);
    expect((await read(`/${first.id}`)).json().data.views).toBe(6);
  });

  it('does not count crawlers, clients without a User-Agent, or staff', async () => {
    await read(`/${first.id}`, GOOGLEBOT);
    await read(`/slug/${first.slug}`, 'facebookexternalhit/1.1');
    await read(`/${first.id}`, '');
    await read(`/${first.id}`, BROWSER, 'admin');
    await read(`/${first.id}`, BROWSER, 'super_admin');
    expect(counter().pending(first.id)).toBe(0);
    await counter().flush();
    expect(await stored(first.id)).toBe(0);
    // A signed-in player is a visitor like any other.
    await read(`/${first.id}`, BROWSER, 'user');
    expect(counter().pending(first.id)).toBe(1);
  });

  it('shows pending views in the list and to staff too', async () => {
    await read(`/${second.id}`);
    await read(`/${second.id}`);
    const listed = (await read('', GOOGLEBOT)).json().data as DevDiary[];
    expect(listed.find((p) => p.id === second.id)?.views).toBe(2);
    expect((await read(`/${second.id}`, BROWSER, 'admin')).json().data.views).toBe(2);
  });

  it('keeps the views of a failed write for the next flush', async () => {
    await read(`/${first.id}`);
    await read(`/${first.id}`);
    const realUpdate = t.db.kysely.updateTable.bind(t.db.kysely);
    vi.spyOn(t.db.kysely, 'updateTable').mockImplementationOnce(() => {
      throw new Error('database down');
    });
    await counter().flush();
    expect(await stored(first.id)).toBe(0);
    expect(await viewsIn(`/${first.id}`)).toBe(2);
    vi.mocked(t.db.kysely.updateTable).mockImplementation(realUpdate);
    await counter().flush();
    expect(await stored(first.id)).toBe(2);
  });

  it('counts a visitor opening the server-rendered post page, but not a crawler', async () => {
    expect((await readPublishedPost(t.db.kysely, first.slug, BROWSER))?.views).toBe(1);
    expect((await readPublishedPost(t.db.kysely, first.slug, GOOGLEBOT))?.views).toBe(1);
    expect((await read(`/${first.id}`)).json().data.views).toBe(2);
    await counter().flush();
    expect(await stored(first.id)).toBe(2);
  });
});

describe('Closing the app', () => {
  it('writes the pending views, so a graceful restart loses none', async () => {
    const other = await createTestApp();
    try {
      const created = await other.request({
        method: 'POST',
        url: '/api/dev-diaries',
        as: 'admin',
        payload: {
          title: 'Restart',
          excerpt: 'E',
          content: 'C',
          author: 'A',
          tags: [],
          featured: false,
          published: true,
        },
      });
      const post = created.json().data as DevDiary;
      for (let i = 0; i < 3; i += 1)
        await other.request({
          method: 'GET',
          url: `/api/dev-diaries/${post.id}`,
          headers: { 'user-agent': BROWSER },
        });
      await other.app.close();
      const row = await other.db.kysely
        .selectFrom('dev_diaries')
        .select('views')
        .where('id', '=', post.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.views)).toBe(3);
    } finally {
      await other.close();
    }
  });
});
