import { z } from 'zod';
import {
  CANNOT_END_CURRENT,
  accountSessionSchema,
  sessionsEndedSchema,
  signOutOthersSchema,
} from '../../../contracts/account';
import { deletedResult, envelope, idParams } from '../../../contracts/common';
import { audited } from '../../audit/audited';
import { requireSignedIn } from '../../auth/guards';
import { hashToken, revokeUserSessions } from '../../auth/sessions';
import { sessionRepository } from '../../data/sessions';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { BEARER_SECURITY, type ZodScope } from '../../http/route-scopes';

const tags = ['Account'];
const security = BEARER_SECURITY;
const entity = 'user' as const;

export function sessionRoutes(app: ZodScope) {
  app.get(
    '/sessions',
    {
      schema: {
        tags,
        security,
        description: 'Every live session of the signed-in account, most recently used first.',
        response: { 200: envelope(z.array(accountSessionSchema)) },
      },
    },
    async (request) => {
      const me = requireSignedIn(request);
      const { idleSeconds } = app.config.session;
      return ok(await sessionRepository(app.db).listLive(me.id, idleSeconds, request.sessionToken));
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        security,
        description:
          "Ends one of the account's other sessions: its next request is signed out. Another " +
          "account's session answers 404, as a missing one does.",
        params: idParams,
        response: { 200: envelope(deletedResult) },
      },
    },
    async (request) => {
      const me = requireSignedIn(request);
      const { id } = request.params;
      const session = await sessionRepository(app.db).findOwn(me.id, id);
      if (!session) throw notFound('Session');
      if (request.sessionToken && session.token_hash === hashToken(request.sessionToken))
        throw badRequest(CANNOT_END_CURRENT);
      const removed = await audited(
        request,
        (trx) => sessionRepository(trx).remove(me.id, id),
        (done) =>
          done && {
            action: 'sign_out',
            entity,
            entityId: me.id,
            label: me.username,
            summary: `ended session ${id}`,
          },
      );
      // Ended by a parallel request in between: gone all the same.
      if (!removed) throw notFound('Session');
      return ok({ id });
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      schema: {
        tags,
        security,
        description: 'Ends every session of the signed-in account except the one making this request.',
        body: signOutOthersSchema,
        response: { 200: envelope(sessionsEndedSchema) },
      },
    },
    async (request) => {
      const me = requireSignedIn(request);
      const ended = await audited(
        request,
        (trx) => revokeUserSessions(trx, me.id, request.sessionToken ?? undefined),
        (count) =>
          count > 0 && {
            action: 'sign_out',
            entity,
            entityId: me.id,
            label: me.username,
            summary: `ended ${count} other session${count === 1 ? '' : 's'}`,
          },
      );
      return ok({ ended });
    },
  );
}
