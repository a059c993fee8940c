import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type AuditDraft, recordAudit } from './record';

/**
 * Runs a staff write and appends its audit entry in one transaction: both commit, or neither.
 * `work` must do all its reads and writes on the `trx` it is given (build repositories on it):
 * on SQLite a query on the app's connection would wait for this very transaction.
 * `describe` turns the outcome into the entry; null or false writes none (the row was not there: a 404).
 *
 * Exported for every staff write, including ones added later (the newsletter send): the audit
 * test walks the API's write routes and fails on one that leaves no entry.
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
