import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fighter } from '../../contracts/fighter';
import type { Role } from '../../contracts/user';
import { fighterRepository } from '../../server/data/fighters';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const ability = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  type: 'Ability',
  subType: 'Active',
  usage: 'Cycle Agnostic',
  frequency: 'Once Per Cycle',
  description: `${name} hits hard.`,
  demoVideoUrl: `/videos/Test/${name}.mp4`,
  ...over,
});

const fighter = (over: Record<string, unknown> = {}) => ({
  name: 'Grimjaw',
  role: 'Brawler',
  bio: 'A pit fighter who never left the pit.',
  imageUrl: '/images/Grimjaw 360.png',
  videoUrl: '/videos/Grimjaw Vid 1920.mp4',
  stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 7, baseMobility: 3 },
  abilities: [ability('Cleave'), ability('Roar', { type: 'Spell', subType: 'Trait' }), ability('Stomp')],
  featured: false,
  ...over,
});

const create = (payload: unknown, as: Role | null = 'admin') =>
  t.request({ method: 'POST', url: '/api/fighters', as, payload: payload as object });
const list = async (query = '', as?: Role): Promise<Fighter[]> =>
  (await t.request({ method: 'GET', url: `/api/fighters${query}`, as })).json().data;
const count = async (table: 'fighters' | 'abilities') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const snapshot = async () => ({
  fighters: await t.db.kysely.selectFrom('fighters').selectAll().orderBy('id').execute(),
  abilities: await t.db.kysely.selectFrom('abilities').selectAll().orderBy('id').execute(),
});

describe('Fighters', () => {
  let grimjaw: Fighter;
  let vessa: Fighter;

  it('answers an empty roster as an empty list', async () => {
    const res = await t.request({ method: 'GET', url: '/api/fighters' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], error: null });
  });

  it('creates a fighter with its abilities in order, upper-casing the name and ignoring client timestamps', async () => {
    const res = await create({
      ...fighter(),
      id: 999,
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    grimjaw = res.json().data;
    expect(grimjaw).toMatchObject({
      name: 'GRIMJAW',
      role: 'Brawler',
      imageUrl: '/images/Grimjaw 360.png',
      stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 7, baseMobility: 3 },
      featured: false,
    });
    expect(grimjaw.id).not.toBe(999);
    expect(grimjaw.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
    expect(new Date(grimjaw.createdAt).toISOString()).toBe(grimjaw.createdAt);
    expect(grimjaw.abilities.map((a) => a.name)).toEqual(['Cleave', 'Roar', 'Stomp']);
    expect(grimjaw.abilities[1]).toEqual({
      name: 'Roar',
      type: 'Spell',
      subType: 'Trait',
      usage: 'Cycle Agnostic',
      frequency: 'Once Per Cycle',
      description: 'Roar hits hard.',
      demoVideoUrl: '/videos/Test/Roar.mp4',
      imageUrl: null,
    });
  });

  it('applies ability defaults and empty media as null, and lets a super admin create', async () => {
    const res = await create(
      fighter({
        name: 'Vessa the Pale',
        imageUrl: '',
        videoUrl: undefined,
        featured: true,
        abilities: [{ name: 'Hex', description: 'Curses a foe.' }],
      }),
      'super_admin',
    );
    expect(res.statusCode).toBe(201);
    vessa = res.json().data;
    expect(vessa).toMatchObject({ name: 'VESSA THE PALE', imageUrl: null, videoUrl: null, featured: true });
    expect(vessa.abilities).toEqual([
      {
        name: 'Hex',
        type: 'Ability',
        subType: 'Trait',
        usage: '',
        frequency: '',
        description: 'Curses a foe.',
        demoVideoUrl: null,
        imageUrl: null,
      },
    ]);
  });

  it('puts new fighters at the end of the roster', async () => {
    const rows = await t.db.kysely.selectFrom('fighters').select(['id', 'position']).orderBy('id').execute();
    expect(rows.map((r) => r.position)).toEqual([1, 2]);
    await t.db.kysely.updateTable('fighters').set({ position: 40 }).where('id', '=', vessa.id).execute();
    const third = (await create(fighter({ name: 'Third', abilities: [] }))).json().data as Fighter;
    const stored = await t.db.kysely
      .selectFrom('fighters')
      .select('position')
      .where('id', '=', third.id)
      .executeTakeFirstOrThrow();
    expect(stored.position).toBe(41);
    expect(third.abilities).toEqual([]);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/fighters/${third.id}`, as: 'admin' })).statusCode,
    ).toBe(200);
  });

  it('lists in roster order (position, then id) for everyone, with abilities in their stored order', async () => {
    await t.db.kysely.updateTable('fighters').set({ position: 5 }).execute();
    for (const as of [undefined, 'user', 'admin', 'super_admin'] as const) {
      const all = await list('', as);
      expect(
        all.map((f) => f.name),
        String(as),
      ).toEqual(['GRIMJAW', 'VESSA THE PALE']);
    }
    await t.db.kysely.updateTable('fighters').set({ position: 1 }).where('id', '=', vessa.id).execute();
    expect((await list()).map((f) => f.name)).toEqual(['VESSA THE PALE', 'GRIMJAW']);
    // Abilities come back by position, not by insertion id.
    await t.db.kysely
      .updateTable('abilities')
      .set({ position: sql<number>`10 - position` })
      .where('fighter_id', '=', grimjaw.id)
      .execute();
    const listed = (await list()).find((f) => f.id === grimjaw.id)!;
    expect(listed.abilities.map((a) => a.name)).toEqual(['Stomp', 'Roar', 'Cleave']);
    const one = (await t.request({ method: 'GET', url: `/api/fighters/${grimjaw.id}` })).json()
      .data as Fighter;
    expect(one.abilities.map((a) => a.name)).toEqual(['Stomp', 'Roar', 'Cleave']);
    await t.db.kysely
      .updateTable('abilities')
      .set({ position: sql<number>`10 - position` })
      .where('fighter_id', '=', grimjaw.id)
      .execute();
  });

  it('filters by featured', async () => {
    expect((await list('?featured=true')).map((f) => f.name)).toEqual(['VESSA THE PALE']);
    expect((await list('?featured=false')).map((f) => f.name)).toEqual(['GRIMJAW']);
    const bad = await t.request({ method: 'GET', url: '/api/fighters?featured=yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      data: null,
      error: expect.stringMatching(/featured/),
    });
  });

  it('loads the abilities of the whole list in one query (no N+1)', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const repo = fighterRepository(t.db.kysely.withPlugin(counter));
    const fighters = await repo.list({});
    expect(fighters).toHaveLength(2);
    expect(fighters.every((f) => f.abilities.length > 0)).toBe(true);
    expect(queries).toBe(2);
  });

  it('reads one fighter by id for anyone, 404 for an unknown id and 400 for a bad one', async () => {
    for (const as of [undefined, 'user', 'admin', 'super_admin'] as const) {
      const res = await t.request({ method: 'GET', url: `/api/fighters/${grimjaw.id}`, as });
      expect(res.statusCode, String(as)).toBe(200);
      expect(res.json().data).toEqual(grimjaw);
    }
    const missing = await t.request({ method: 'GET', url: '/api/fighters/9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, data: null, error: 'Fighter not found' });
    const bad = await t.request({ method: 'GET', url: '/api/fighters/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/id/);
  });

  it('lets browsers and CDNs cache public reads, but no cache keeps an answer to a signed-in request', async () => {
    for (const url of ['/api/fighters', `/api/fighters/${grimjaw.id}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE);
      expect(res.headers.vary).toMatch(/authorization/i);
      for (const as of ['user', 'admin'] as const) {
        const signedIn = await t.request({ method: 'GET', url, as });
        expect(signedIn.headers['cache-control'], `${url} ${as}`).toBe('no-store');
      }
    }
  });

  it('replaces the whole fighter and its abilities on PUT, keeping its place and creation date', async () => {
    const before = await t.db.kysely
      .selectFrom('fighters')
      .selectAll()
      .where('id', '=', grimjaw.id)
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'PUT',
      url: `/api/fighters/${grimjaw.id}`,
      as: 'admin',
      payload: fighter({
        name: 'Grimjaw Reborn',
        stats: { attackDice: 'D6', defenseDice: 'D2', baseHP: 10, baseMobility: 1 },
        abilities: [ability('Stomp'), ability('Quake', { subType: 'Impulse 2' })],
        featured: true,
        updatedAt: '2001-01-01T00:00:00.000Z',
      }),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data as Fighter;
    expect(updated).toMatchObject({
      id: grimjaw.id,
      name: 'GRIMJAW REBORN',
      featured: true,
      stats: { attackDice: 'D6', defenseDice: 'D2', baseHP: 10, baseMobility: 1 },
      createdAt: grimjaw.createdAt,
    });
    expect(updated.updatedAt >= grimjaw.updatedAt).toBe(true);
    expect(updated.abilities.map((a) => [a.name, a.subType])).toEqual([
      ['Stomp', 'Active'],
      ['Quake', 'Impulse 2'],
    ]);
    const rows = await t.db.kysely
      .selectFrom('abilities')
      .select(['name', 'position'])
      .where('fighter_id', '=', grimjaw.id)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { name: 'Stomp', position: 0 },
      { name: 'Quake', position: 1 },
    ]);
    const after = await t.db.kysely
      .selectFrom('fighters')
      .selectAll()
      .where('id', '=', grimjaw.id)
      .executeTakeFirstOrThrow();
    expect(after.position).toBe(before.position);
    expect((await t.request({ method: 'GET', url: `/api/fighters/${grimjaw.id}` })).json().data).toEqual(
      updated,
    );
    grimjaw = updated;

    const none = await t.request({
      method: 'PUT',
      url: `/api/fighters/${grimjaw.id}`,
      as: 'super_admin',
      payload: fighter({ abilities: [] }),
    });
    expect(none.json().data.abilities).toEqual([]);
    expect(await count('abilities')).toBe(1);
    const back = await t.request({
      method: 'PUT',
      url: `/api/fighters/${grimjaw.id}`,
      as: 'admin',
      payload: fighter(),
    });
    grimjaw = back.json().data;
    expect(grimjaw.abilities).toHaveLength(3);
  });

  it('answers 404 to a PUT or DELETE of an unknown fighter', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/api/fighters/9999',
      as: 'admin',
      payload: fighter(),
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe('Fighter not found');
    expect((await t.request({ method: 'DELETE', url: '/api/fighters/9999', as: 'admin' })).statusCode).toBe(
      404,
    );
    expect(await count('fighters')).toBe(2);
  });

  describe('all-or-nothing writes', () => {
    // A trigger makes the database refuse one ability half-way through a write.
    beforeAll(async () => {
      if (t.db.kind === 'sqlite') {
        await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON abilities WHEN NEW.name = 'BOOM'
          BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(t.db.kysely);
      } else {
        await sql`CREATE FUNCTION refuse_boom() RETURNS trigger AS $$
          BEGIN IF NEW.name = 'BOOM' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
          t.db.kysely,
        );
        await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON abilities FOR EACH ROW EXECUTE FUNCTION refuse_boom()`.execute(
          t.db.kysely,
        );
      }
    });
    afterAll(async () => {
      await sql`DROP TRIGGER refuse_boom${t.db.kind === 'postgres' ? sql` ON abilities` : sql``}`.execute(
        t.db.kysely,
      );
    });

    it('stores no fighter when its abilities cannot be stored', async () => {
      const before = await snapshot();
      const res = await create(fighter({ name: 'Doomed', abilities: [ability('Fine'), ability('BOOM')] }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, data: null, error: 'Something went wrong on our side' });
      expect(await snapshot()).toEqual(before);
    });

    it('keeps the old fighter and abilities when the replacement fails half-way', async () => {
      const before = await snapshot();
      const res = await t.request({
        method: 'PUT',
        url: `/api/fighters/${grimjaw.id}`,
        as: 'admin',
        payload: fighter({ name: 'Changed', abilities: [ability('BOOM')] }),
      });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('roles', () => {
    it.each([
      [null, 401],
      ['user', 403],
    ] as const)('refuses every write to %s with %i and changes nothing', async (as, status) => {
      const before = await snapshot();
      const attempts = [
        create(fighter({ name: 'Intruder' }), as),
        t.request({
          method: 'PUT',
          url: `/api/fighters/${grimjaw.id}`,
          as,
          payload: fighter({ name: 'Hacked' }),
        }),
        t.request({ method: 'DELETE', url: `/api/fighters/${grimjaw.id}`, as }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false, data: null });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('lets admins and super admins delete, taking the abilities along', async () => {
      for (const as of ['admin', 'super_admin'] as const) {
        const doomed = (await create(fighter({ name: `Doomed ${as}` }), as)).json().data as Fighter;
        const res = await t.request({ method: 'DELETE', url: `/api/fighters/${doomed.id}`, as });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, data: { id: doomed.id }, error: null });
        expect((await t.request({ method: 'GET', url: `/api/fighters/${doomed.id}` })).statusCode).toBe(404);
        const orphans = await t.db.kysely
          .selectFrom('abilities')
          .select('id')
          .where('fighter_id', '=', doomed.id)
          .execute();
        expect(orphans).toEqual([]);
      }
      expect(await count('fighters')).toBe(2);
    });
  });

  describe('bad input', () => {
    const cases: [string, unknown, RegExp][] = [
      ['missing name', fighter({ name: undefined }), /Name is required/],
      ['blank role', fighter({ role: '   ' }), /Role is required/],
      ['missing bio', fighter({ bio: undefined }), /Bio is required/],
      ['a number as name', fighter({ name: 42 }), /Name must be text/],
      ['an over-long name', fighter({ name: 'X'.repeat(101) }), /Name must be at most 100/],
      ['an over-long bio', fighter({ bio: 'x'.repeat(5001) }), /Bio must be at most 5000/],
      ['missing stats', fighter({ stats: undefined }), /Stats are required/],
      [
        'an unknown die',
        fighter({ stats: { ...fighter().stats, attackDice: 'D7' } }),
        /Attack dice must be one of/,
      ],
      ['text as HP', fighter({ stats: { ...fighter().stats, baseHP: '5' } }), /Base HP must be a number/],
      [
        'HP above 10',
        fighter({ stats: { ...fighter().stats, baseHP: 11 } }),
        /Base HP must be between 1 and 10/,
      ],
      [
        'mobility 0',
        fighter({ stats: { ...fighter().stats, baseMobility: 0 } }),
        /Base mobility must be between 1 and 10/,
      ],
      [
        'fractional HP',
        fighter({ stats: { ...fighter().stats, baseHP: 2.5 } }),
        /Base HP must be a whole number/,
      ],
      ['a script URL', fighter({ imageUrl: 'javascript:alert(1)' }), /Image must be a site path/],
      ['an over-long video URL', fighter({ videoUrl: `/${'v'.repeat(500)}` }), /Video must be at most 500/],
      ['featured as text', fighter({ featured: 'yes' }), /Featured must be true or false/],
      ['abilities not a list', fighter({ abilities: 'Cleave' }), /Abilities must be a list/],
      [
        '13 abilities',
        fighter({ abilities: Array.from({ length: 13 }, (_, i) => ability(`A${i}`)) }),
        /at most 12 abilities/,
      ],
      [
        'an ability without description',
        fighter({ abilities: [ability('Cleave', { description: '' })] }),
        /Ability description is required/,
      ],
      [
        'an ability without name',
        fighter({ abilities: [ability('Cleave', { name: undefined })] }),
        /Ability name is required/,
      ],
      [
        'an unknown ability type',
        fighter({ abilities: [ability('Cleave', { type: 'Curse' })] }),
        /Ability type must be Ability or Spell/,
      ],
      [
        'an unknown subType',
        fighter({ abilities: [ability('Cleave', { subType: 'Impulse 4' })] }),
        /Ability subType must be one of/,
      ],
      [
        'a bad ability video',
        fighter({ abilities: [ability('Cleave', { demoVideoUrl: 'ftp://x' })] }),
        /Ability demo video must be a site path/,
      ],
    ];

    it.each(cases)('refuses %s on create and update, storing nothing', async (_label, payload, message) => {
      const before = await snapshot();
      const created = await create(payload);
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({ success: false, data: null });
      expect(created.json().error).toMatch(message);
      const updated = await t.request({
        method: 'PUT',
        url: `/api/fighters/${grimjaw.id}`,
        as: 'admin',
        payload: payload as object,
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().error).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });

    it.each(['POST', 'PUT'] as const)('refuses a malformed JSON body on %s', async (method) => {
      const before = await snapshot();
      const res = await t.request({
        method,
        url: method === 'POST' ? '/api/fighters' : `/api/fighters/${grimjaw.id}`,
        as: 'admin',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, data: null, error: 'The request body is not valid JSON' });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a bad id on PUT and DELETE', async () => {
      const put = await t.request({ method: 'PUT', url: '/api/fighters/0', as: 'admin', payload: fighter() });
      expect(put.statusCode).toBe(400);
      expect(put.json().error).toMatch(/id must be positive/);
      const del = await t.request({ method: 'DELETE', url: '/api/fighters/x', as: 'admin' });
      expect(del.statusCode).toBe(400);
      expect(await count('fighters')).toBe(2);
    });
  });
});
