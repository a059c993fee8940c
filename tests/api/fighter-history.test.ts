import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fighter, FighterInput } from '../../contracts/fighter';
import type { FighterHistoryEntry } from '../../contracts/fighter-history';
import type { Role } from '../../contracts/user';
import { fighterInputSchema } from '../../contracts/fighter';
import { PATCH_WINDOW_MS } from '../../server/data/fighter-history';
import { fighterRepository } from '../../server/data/fighters';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
// The read cache is on: every answer below must already reflect the write before it.
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

const ability = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  type: 'Ability' as const,
  subType: 'Active' as const,
  usage: 'Cycle Agnostic',
  frequency: 'Once Per Cycle',
  description: `${name} hits hard.`,
  demoVideoUrl: null,
  imageUrl: null,
  ...over,
});

const input = (over: Partial<FighterInput> = {}): FighterInput => ({
  name: 'Grimjaw',
  role: 'Brawler',
  bio: 'A pit fighter who never left the pit.',
  imageUrl: '/images/Grimjaw 360.png',
  videoUrl: null,
  stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 7, baseMobility: 3 },
  abilities: [ability('Cleave'), ability('Roar'), ability('Stomp')],
  featured: false,
  ...over,
});

async function createFighter(over: Partial<FighterInput> = {}): Promise<Fighter> {
  const res = await t.request({ method: 'POST', url: '/api/fighters', as: 'admin', payload: input(over) });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function save(fighter: Fighter, over: Partial<FighterInput>) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/fighters/${fighter.id}`,
    as: 'admin',
    payload: { ...input({ name: fighter.name }), ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Fighter;
}

async function history(id: number, as?: Role): Promise<FighterHistoryEntry[]> {
  const res = await t.request({ method: 'GET', url: `/api/fighters/${id}/history`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const label = (fighterId: number, entryId: number, payload: unknown, as: Role | null = 'admin') =>
  t.request({
    method: 'PATCH',
    url: `/api/fighters/${fighterId}/history/${entryId}`,
    as,
    payload: payload as object,
  });

async function createPost(title: string, published: boolean) {
  const res = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: { title, excerpt: 'Notes.', content: 'The numbers.', author: 'Tester', tags: [], published },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; slug: string; title: string };
}

const historyRows = async (fighterId: number) =>
  t.db.kysely.selectFrom('fighter_history').selectAll().where('fighter_id', '=', fighterId).execute();

describe('fighter patch history', () => {
  it('starts empty, and records one entry for a save that changes a stat', async () => {
    const fighter = await createFighter();
    expect(await history(fighter.id)).toEqual([]);
    await save(fighter, { stats: { ...input().stats, attackDice: 'D5', baseMobility: 2 } });
    const [entry, ...rest] = await history(fighter.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      fighterId: fighter.id,
      version: null,
      postId: null,
      post: null,
      changes: [
        { field: 'stats.attackDice', from: 'D4', to: 'D5' },
        { field: 'stats.baseMobility', from: 3, to: 2 },
      ],
    });
    expect(Date.parse(entry!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records added, removed and changed abilities of one save as one entry', async () => {
    const fighter = await createFighter({ name: 'Vessa' });
    await save(fighter, {
      name: 'Vessa',
      abilities: [
        ability('Cleave', { description: 'Cleave hits twice.', subType: 'Trait' }),
        ability('Stomp', { type: 'Spell' }),
        ability('Howl'),
      ],
    });
    const entries = await history(fighter.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual([
      { field: 'abilities[Roar]', from: 'Roar', to: null },
      { field: 'abilities[Cleave].subType', from: 'Active', to: 'Trait' },
      { field: 'abilities[Cleave].description', from: 'Cleave hits hard.', to: 'Cleave hits twice.' },
      { field: 'abilities[Stomp].type', from: 'Ability', to: 'Spell' },
      { field: 'abilities[Howl]', from: null, to: 'Howl' },
    ]);
  });

  it('writes nothing for a save without a balance change (bio, media, featured, name, order)', async () => {
    const fighter = await createFighter({ name: 'Quiet' });
    await save(fighter, {
      name: 'Quieter',
      role: 'Lurker',
      bio: 'A new bio that changes nothing in a match.',
      imageUrl: '/images/Other 360.png',
      videoUrl: '/videos/Other.mp4',
      featured: true,
      abilities: [
        ability('Roar', { demoVideoUrl: '/videos/Quiet/Roar.mp4' }),
        ability('Cleave'),
        ability('Stomp'),
      ],
    });
    expect(await history(fighter.id)).toEqual([]);
    expect(await historyRows(fighter.id)).toEqual([]);
  });

  it('lists entries newest first, to every caller, and 404s for an unknown fighter', async () => {
    const fighter = await createFighter({ name: 'Ordered' });
    let current = fighter;
    for (const [i, hp] of [6, 5, 4].entries()) {
      current = await save(current, { stats: { ...input().stats, baseHP: hp } });
      // A labelled entry is closed: the next save starts another.
      const [newest] = await history(fighter.id);
      expect((await label(fighter.id, newest!.id, { version: `0.9.${i}` })).statusCode).toBe(200);
    }
    for (const as of [undefined, 'user', 'admin'] as const) {
      const entries = await history(fighter.id, as);
      expect(entries.map((e) => e.changes[0]!.to)).toEqual([4, 5, 6]);
      expect(entries.map((e) => e.changes[0]!.from)).toEqual([5, 6, 7]);
    }
    const missing = await t.request({ method: 'GET', url: '/api/fighters/999999/history' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, data: null, error: 'Fighter not found' });
    const bad = await t.request({ method: 'GET', url: '/api/fighters/abc/history' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/id/);
  });

  it('lets staff label an entry with a version and a post, and shows visitors only public posts', async () => {
    const fighter = await createFighter({ name: 'Labelled' });
    await save(fighter, { stats: { ...input().stats, defenseDice: 'D2' } });
    const [entry] = await history(fighter.id);
    const notes = await createPost('Patch 0.9.4 Notes', true);
    const draft = await createPost('Secret Draft Patch Notes', false);

    const res = await label(fighter.id, entry!.id, { version: '0.9.4', postId: notes.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: entry!.id,
      version: '0.9.4',
      postId: notes.id,
      post: { id: notes.id, slug: notes.slug, title: notes.title },
    });
    expect((await history(fighter.id))[0]).toMatchObject({ version: '0.9.4', post: { slug: notes.slug } });

    // Only the field sent changes; a draft link stays on the server for visitors.
    expect((await label(fighter.id, entry!.id, { postId: draft.id }, 'super_admin')).statusCode).toBe(200);
    const publicBody = (await t.request({ method: 'GET', url: `/api/fighters/${fighter.id}/history` })).body;
    expect(publicBody).not.toContain(draft.slug);
    expect(publicBody).not.toContain(draft.title);
    expect(JSON.parse(publicBody).data[0]).toMatchObject({ version: '0.9.4', postId: null, post: null });
    expect((await history(fighter.id, 'admin'))[0]).toMatchObject({
      postId: draft.id,
      post: { slug: draft.slug },
    });

    // Publishing the post shows the link at once; null clears either label.
    const published = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${draft.id}`,
      as: 'admin',
      payload: {
        title: draft.title,
        excerpt: 'Notes.',
        content: 'The numbers.',
        author: 'Tester',
        tags: [],
        published: true,
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await history(fighter.id))[0]).toMatchObject({ postId: draft.id });
    const cleared = await label(fighter.id, entry!.id, { version: null, postId: null });
    expect(cleared.json().data).toMatchObject({ version: null, postId: null, post: null });
    expect((await label(fighter.id, entry!.id, { version: '' })).json().data.version).toBeNull();

    // Deleting the post unlinks the entry and keeps it.
    await label(fighter.id, entry!.id, { postId: notes.id });
    await t.request({ method: 'DELETE', url: `/api/dev-diaries/${notes.id}`, as: 'admin' });
    expect((await history(fighter.id))[0]).toMatchObject({ id: entry!.id, postId: null });
  });

  it('refuses bad labels with a message naming the field, and unknown entries with a 404', async () => {
    const fighter = await createFighter({ name: 'Strict' });
    const other = await createFighter({ name: 'Other' });
    await save(fighter, { stats: { ...input().stats, baseHP: 9 } });
    const [entry] = await history(fighter.id);
    const before = await historyRows(fighter.id);

    const cases: [unknown, RegExp][] = [
      [{ version: 'next week' }, /version must look like 0\.9\.4/],
      [{ version: '1.2.3.4.5' }, /version must look like/],
      [{ version: `1.${'1'.repeat(30)}` }, /version must be at most 24 characters/],
      [{ version: 7 }, /version must be text/],
      [{ postId: 999_999 }, /postId: there is no dev diary post with id 999999/],
      [{ postId: 'x' }, /postId must be a number/],
      [{ postId: -1 }, /postId must be positive/],
      [{}, /Give a version or a postId/],
    ];
    for (const [payload, message] of cases) {
      const res = await label(fighter.id, entry!.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, error: expect.stringMatching(message) });
    }
    const notFound = [
      [fighter.id, 999_999, 'History entry not found'],
      [other.id, entry!.id, 'History entry not found'],
      [999_999, entry!.id, 'Fighter not found'],
    ] as const;
    for (const [fighterId, entryId, error] of notFound) {
      const res = await label(fighterId, entryId, { version: '1.0' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, error });
    }
    expect((await label(fighter.id, entry!.id, { version: '1.0' }, 'user')).statusCode).toBe(403);
    expect((await label(fighter.id, entry!.id, { version: '1.0' }, null)).statusCode).toBe(401);
    expect(await historyRows(fighter.id)).toEqual(before);
  });

  it('deletes the history with its fighter', async () => {
    const fighter = await createFighter({ name: 'Doomed' });
    await save(fighter, { stats: { ...input().stats, baseHP: 2 } });
    expect(await historyRows(fighter.id)).toHaveLength(1);
    const res = await t.request({ method: 'DELETE', url: `/api/fighters/${fighter.id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(await historyRows(fighter.id)).toEqual([]);
  });

  it('writes the entry in the transaction of the change: when the entry fails, the change is undone', async () => {
    const fighter = await createFighter({ name: 'Atomic' });
    const failHistory: KyselyPlugin = {
      transformQuery: ({ node }) => {
        const insert = node as RootOperationNode & { into?: { table?: { identifier?: { name?: string } } } };
        if (insert.kind === 'InsertQueryNode' && insert.into?.table?.identifier?.name === 'fighter_history')
          throw new Error('history write failed');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const repo = fighterRepository(t.db.kysely.withPlugin(failHistory));
    const values = fighterInputSchema.parse(
      input({
        name: 'Atomic',
        stats: { ...input().stats, attackDice: 'D6' },
        abilities: [ability('Cleave')],
      }),
    );
    await expect(repo.update(fighter.id, values)).rejects.toThrow('history write failed');
    const stored = (
      await t.request({ method: 'GET', url: `/api/fighters/${fighter.id}`, as: 'admin' })
    ).json().data as Fighter;
    expect(stored.stats.attackDice).toBe('D4');
    expect(stored.abilities.map((a) => a.name)).toEqual(['Cleave', 'Roar', 'Stomp']);
    expect(await historyRows(fighter.id)).toEqual([]);
    // Without the failure the same save commits the change and its entry together.
    await fighterRepository(t.db.kysely).update(fighter.id, values);
    expect((await history(fighter.id))[0]!.changes[0]).toEqual({
      field: 'stats.attackDice',
      from: 'D4',
      to: 'D6',
    });
  });

  it('chains concurrent saves: each entry starts where the previous save left the fighter', async () => {
    const fighter = await createFighter({ name: 'Raced' });
    await Promise.all(
      [6, 5, 4, 3].map((hp) => save(fighter, { name: 'Raced', stats: { ...input().stats, baseHP: hp } })),
    );
    // One patch: the saves wait for each other, so the last one still finds the entry the first
    // wrote, and it spans the fighter from before the first save to after the last.
    const stored = (
      await t.request({ method: 'GET', url: `/api/fighters/${fighter.id}`, as: 'admin' })
    ).json().data as Fighter;
    const entries = await history(fighter.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual([{ field: 'stats.baseHP', from: 7, to: stored.stats.baseHP }]);
  });

  it('gathers the saves of one rebalance into one entry until it is labelled or left for half an hour', async () => {
    const fighter = await createFighter({ name: 'Patched' });
    const nerfed = { ...input().stats, attackDice: 'D3' as const };
    const withoutRoar = [ability('Cleave'), ability('Stomp')];
    await save(fighter, { stats: nerfed });
    await save(fighter, { stats: nerfed, abilities: withoutRoar });
    const [entry, ...rest] = await history(fighter.id);
    expect(rest).toEqual([]);
    expect(entry!.changes).toEqual([
      { field: 'stats.attackDice', from: 'D4', to: 'D3' },
      { field: 'abilities[Roar]', from: 'Roar', to: null },
    ]);
    // Setting a stat back drops it from the patch; undoing all of it drops the entry.
    await save(fighter, { abilities: withoutRoar });
    expect((await history(fighter.id))[0]!.changes).toEqual([
      { field: 'abilities[Roar]', from: 'Roar', to: null },
    ]);
    await save(fighter, {});
    expect(await historyRows(fighter.id)).toEqual([]);

    // An entry last saved longer ago than the window is closed.
    await save(fighter, { stats: { ...input().stats, baseHP: 9 } });
    const old = new Date(Date.now() - PATCH_WINDOW_MS - 1000).toISOString();
    await t.db.kysely
      .updateTable('fighter_history')
      .set({ at: old })
      .where('fighter_id', '=', fighter.id)
      .execute();
    await save(fighter, { stats: { ...input().stats, baseHP: 8 } });
    expect((await history(fighter.id)).map((e) => e.changes)).toEqual([
      [{ field: 'stats.baseHP', from: 9, to: 8 }],
      [{ field: 'stats.baseHP', from: 7, to: 9 }],
    ]);
  });
});
