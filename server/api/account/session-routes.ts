import {
  CANNOT_END_CURRENT,
  SESSIONS_PAGE_SIZE,
  accountSessionSchema,
  sessionListQuery,
  sessionsEndedSchema,
  signOutOthersSchema,
} from '../../../contracts/account';
import { envelope } from '../../../contracts/common';
import { audited } from '../../audit/audited';
import { hashToken, revokeUserSessions } from '../../auth/sessions';
import { sessionRepository } from '../../data/sessions';
import { ok } from '../../http/envelope';
import { deleteByIdRoute, pagedListRoute } from '../../http/resource-routes';
import { badRequest } from '../../core/errors';
import { BEARER_SECURITY, type ZodScope, callerOf } from '../../http/route-scopes';
import { ownAccountEntry } from './own-account-entry';

const tags = ['Account'];
const security = BEARER_SECURITY;

export function sessionRoutes(app: ZodScope) {
  pagedListRoute(
    app,
    tags,
    {
      path: '/sessions',
      description:
        'The live sessions of the signed-in account, most recently used first, a page at a time ' +
        `(${SESSIONS_PAGE_SIZE} unless \`limit\` says otherwise). Each is named by its browser and ` +
        'system ("Chrome on Linux"); the raw user agent is not sent. `meta.total` (and ' +
        '`X-Total-Count`) counts them all; an account keeps at most SESSION_MAX_PER_ACCOUNT.',
      querystring: sessionListQuery,
      item: accountSessionSchema,
    },
    ({ limit, offset }, request) =>
      sessionRepository(app.db).pageLive(
        callerOf(request).id,
        app.config.session.idleSeconds,
        request.sessionToken,
        { limit, offset },
      ),
  );

  deleteByIdRoute(app, {
    path: '/sessions/:id',
    tags,
    label: 'Session',
    description:
      "Ends one of the account's other sessions: its next request is signed out. Another " +
      "account's session answers 404, as a missing one does.",
    resource: { entity: 'user', repository: sessionRepository },
    find: (repo, id, request) => repo.findOwn(callerOf(request).id, id),
    permit: (session, request) => {
      if (request.sessionToken && session.token_hash === hashToken(request.sessionToken))
        throw badRequest(CANNOT_END_CURRENT);
    },
    // Ended by a parallel request in between: falsy, so a 404 all the same.
    remove: (repo, session, { request }) => repo.remove(callerOf(request).id, session.id),
    entry: (session, request) =>
      ownAccountEntry(callerOf(request), 'sign_out', `ended session ${session.id}`),
  });

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
      const me = callerOf(request);
      const ended = await audited(
        request,
        (trx) => revokeUserSessions(trx, me.id, request.sessionToken ?? undefined),
        (count) =>
          count > 0 &&
          ownAccountEntry(me, 'sign_out', `ended ${count} other session${count === 1 ? '' : 's'}`),
      );
      return ok({ ended });
    },
  );
}
