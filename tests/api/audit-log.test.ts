import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_CAP } from '../../server/data/audit-log';
import { purgeOldAuditEntries } from '../../server/audit/retention';
import { recordAudit } from '../../server/audit/record';
import { type TestApp, createTestApp } from './support/test-app';

/** GET /api/audit-log: super admins read it, filtered and paged, newest first; nobody changes it. */
let t: TestApp;
const list = (query = '', as: 'super_admin' | 'admin' | null = 'super_admin') =>
  t.request({ method: 'GET', url: `/api/audit-log${query}`, as });

const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  // Known entries at known times, besides the sign-ins the test app made.
  const insert = (at: string, action: 'create' | 'delete', entity: 'faq' | 'fighter', entityId: number) =>
    t.db.kysely
      .insertInto('audit_log')
      .values({
        at,
        actor_id: t.userIds.admin,
        actor_name: 'test_admin',
        action,
        entity,
        entity_id: entityId,
        entity_label: `${entity} ${entityId}`,
        summary: '',
        ip: null,
      })
      .execute();
  await insert(daysAgo(400), 'create', 'faq', 1);
  await insert(daysAgo(10), 'create', 'faq', 2);
  await insert(daysAgo(5), 'delete', 'faq', 2);
  await insert(daysAgo(2), 'create', 'fighter', 7);
});
afterAll(() => t.close());

describe('GET /api/audit-log', () => {
  it('answers a page newest first, with the total in meta and X-Total-Count', async () => {
    const res = await list('?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Three sign-ins by the test app and the four entries above.
    expect(body.meta).toEqual({ total: 7, limit: 2, offset: 0 });
    expect(res.headers['x-total-count']).toBe('7');
    expect(body.data).toHaveLength(2);
    expect(body.data[0].action).toBe('sign_in');
    const all = (await list()).json().data as { at: string }[];
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
    expect((await list('?limit=2&offset=6')).json().data).toHaveLength(1);
  });

  it('filters by entity and id, action, actor (id or any-case username) and time range', async () => {
    const ids = async (query: string) =>
      ((await list(query)).json().data as { entityId: number; action: string }[]).map(
        (e) => `${e.action}:${e.entityId}`,
      );
    expect(await ids('?entity=faq&entityId=2')).toEqual(['delete:2', 'create:2']);
    expect(await ids('?action=delete')).toEqual(['delete:2']);
    expect(await ids(`?actor=${t.userIds.admin}&entity=fighter`)).toEqual(['create:7']);
    expect(await ids('?actor=TEST_ADMIN&entity=faq')).toEqual(['delete:2', 'create:2', 'create:1']);
    expect(await ids(`?entity=faq&from=${daysAgo(11)}&to=${daysAgo(4)}`)).toEqual(['delete:2', 'create:2']);
    expect((await list('?actor=nobody')).json().meta.total).toBe(0);
  });

  it('names a bad filter in a 400', async () => {
    for (const [query, field] of [
      ['?entity=planet', 'entity'],
      ['?action=explode', 'action'],
      ['?from=yesterday', 'from'],
      ['?limit=0', 'limit'],
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toContain(field);
    }
  });

  it('is for super admins only: 403 for an admin, 401 without a session', async () => {
    expect((await list('', 'admin')).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });

  it('has no route that changes or deletes entries', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'] as const) {
      const res = await t.request({ method, url: '/api/audit-log', as: 'super_admin', payload: {} });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    expect(
      (await t.request({ method: 'DELETE', url: '/api/audit-log/1', as: 'super_admin' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/audit-log at scale', () => {
  it('stops counting past the cap and says the total is a lower bound', async () => {
    const rows = Array.from({ length: AUDIT_COUNT_CAP + 5 }, (_, i) => ({
      at: daysAgo(1),
      actor_id: 1,
      actor_name: 'admin',
      action: 'update' as const,
      entity: 'chapter' as const,
      entity_id: i + 1,
      entity_label: null,
      summary: '',
      ip: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db.kysely
        .insertInto('audit_log')
        .values(rows.slice(i, i + 500))
        .execute();
    const res = await list('?entity=chapter&limit=10');
    expect(res.json().meta).toEqual({ total: AUDIT_COUNT_CAP, limit: 10, offset: 0, totalExact: false });
    // The rows themselves are still exact, on any page.
    expect((await list(`?entity=chapter&limit=10&offset=${AUDIT_COUNT_CAP}`)).json().data).toHaveLength(5);
    await t.db.kysely.deleteFrom('audit_log').where('entity', '=', 'chapter').execute();
  });
});

describe('audit log retention', () => {
  it('purges only the entries older than AUDIT_RETENTION_DAYS', async () => {
    const before = (await list()).json().meta.total;
    expect(await purgeOldAuditEntries(t.app)).toBe(1);
    const after = (await list('?entity=faq')).json().data as { entityId: number }[];
    expect(after.map((e) => e.entityId)).toEqual([2, 2]);
    expect((await list()).json().meta.total).toBe(before - 1);
    expect(
      await purgeOldAuditEntries({
        ...t.app,
        config: { ...t.app.config, auditRetentionDays: 3 },
      } as typeof t.app),
    ).toBe(2);
    expect((await list('?entity=fighter')).json().meta.total).toBe(1);
  });

  it('purges a large backlog in batches', async () => {
    for (let i = 0; i < 25; i += 1)
      await recordAudit(t.db.kysely, {
        action: 'update',
        entity: 'faq',
        entityId: 99,
        actor: { id: 1, username: 'admin' },
        ip: null,
      });
    await t.db.kysely
      .updateTable('audit_log')
      .set({ at: daysAgo(1000) })
      .where('entity_id', '=', 99)
      .execute();
    // Ten at a time: three statements, each short.
    expect(await purgeOldAuditEntries(t.app, 10)).toBe(25);
    expect((await list('?entityId=99')).json().meta.total).toBe(0);
  });
});
