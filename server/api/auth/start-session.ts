import type { FastifyRequest } from 'fastify';
import { audited } from '../../audit/audited';
import { createSession, sessionDevice } from '../../auth/sessions';
import type { UsersTable } from '../../db/schema';
import { toUser, userRepository } from '../../data/users';

type Account = Omit<UsersTable, 'id'> & { id: number };

/**
 * The end of every successful sign-in, with a password alone or with a second factor: a session,
 * the last-login time and the `sign_in` entry, in one transaction.
 */
export async function startSession(request: FastifyRequest, row: Account, summary?: string) {
  const actor = { id: row.id, username: row.username };
  const { session, user } = await audited(
    request,
    async (trx) => {
      const session = await createSession(
        trx,
        row.id,
        request.server.config.session.ttlSeconds,
        sessionDevice(request),
      );
      const accounts = userRepository(trx);
      await accounts.recordLogin(row.id);
      return { session, user: toUser((await accounts.find(row.id)) ?? row) };
    },
    () => ({ action: 'sign_in', entity: 'user', entityId: row.id, label: row.username, summary, actor }),
  );
  return { token: session.token, expiresAt: session.expiresAt, user };
}
