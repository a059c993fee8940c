import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type AuditDraft, recordAudit } from './record';

/**
 * A staff write and its audit entry in one transaction (docs/decisions/0017-audit-log.md). `work`
 * uses only `trx` (on SQLite the app's connection would wait for it); a falsy `describe` records none.
 */
export async function audited<T>(
  request: FastifyRequest,
  work: (trx: Kysely<Database>) => Promise<T>,
  describe: (result: T) => AuditDraft | null | undefined | false,
): Promise<T> {
  return inTransaction(request.server.db, async (trx) => {
    const result = await work(trx);
    const draft = describe(result);
    if (draft) await recordAudit(trx, { ...draft, actor: draft.actor ?? actorOf(request), ip: request.ip });
    return result;
  });
}

function actorOf(request: FastifyRequest) {
  if (!request.user) throw new Error('An audited write needs a signed-in caller or an explicit actor');
  return { id: request.user.id, username: request.user.username };
}
