import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The audit rows written after `afterId`, oldest first. */
export function auditRowsAfter(t: TestApp, afterId: number) {
  return t.db.kysely.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').execute();
}

export async function lastAuditId(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('audit_log')
    .select((e) => e.fn.max<number | null>('id').as('last'))
    .executeTakeFirstOrThrow();
  return Number(row.last ?? 0);
}

export interface ExpectedEntry {
  action: string;
  entity: string;
  entityId: number | null;
  actorId: number | null;
}

/** Makes the call, expects it to succeed, and exactly one new entry saying who did what to which row. */
export async function expectOneEntry(
  t: TestApp,
  call: () => Promise<LightMyRequestResponse>,
  expected: (res: LightMyRequestResponse) => ExpectedEntry,
) {
  const before = await lastAuditId(t);
  const res = await call();
  expect(res.statusCode, res.body).toBeLessThan(300);
  const rows = await auditRowsAfter(t, before);
  const want = expected(res);
  expect(rows, `entries after the call: ${JSON.stringify(rows)}`).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    action: want.action,
    entity: want.entity,
    entity_id: want.entityId,
    actor_id: want.actorId,
  });
  return res;
}

/** A multipart body with one file, as the back office's upload sends it. */
export function fileForm(filename: string, data: Buffer, type: string) {
  const boundary = `----bm${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
