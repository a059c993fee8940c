import { envelope, idParams } from '../../../contracts/common';
import {
  fighterHistoryEntrySchema,
  historyEntryParams,
  historyLabelSchema,
} from '../../../contracts/fighter-history';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../core/errors';
import { BEARER_SECURITY, registerStaffRoutes, type ZodScope } from '../../http/route-scopes';
import { postRepository } from '../../data/dev-diaries';
import { setFighterCacheHeaders } from './cache-headers';
import { fighterHistoryRepository, isForeignKeyViolation } from '../../data/fighter-history';

const tags = ['Fighters'];

/**
 * The patch history of a fighter: public to read, labelled by staff. Entries are written by the
 * fighter save itself (server/data/fighters.ts), never through this API. Every staff write clears
 * the page and read caches (cache-bus.ts), so a new entry or label shows on the fighter page at once.
 */
export async function fighterHistoryRoutes(app: ZodScope) {
  const history = fighterHistoryRepository(app.db);
  const posts = postRepository(app.db);

  app.get(
    '/:id/history',
    {
      config: { cacheRead: true },
      schema: {
        tags,
        summary: 'The balance changes of a fighter, newest first',
        params: idParams,
        response: { 200: envelope(fighterHistoryEntrySchema.array()) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await history.fighterExists(id))) throw notFound('Fighter');
      const entries = await history.list(id, isStaffRequest(request) ? 'staff' : 'public');
      setFighterCacheHeaders(request, reply);
      return ok(entries);
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    staff.patch(
      '/:id/history/:entryId',
      {
        schema: {
          tags,
          summary: 'Label a history entry with a game version and a dev diary post',
          security: BEARER_SECURITY,
          params: historyEntryParams,
          body: historyLabelSchema,
          response: { 200: envelope(fighterHistoryEntrySchema) },
        },
      },
      async (request) => {
        const { id, entryId } = request.params;
        const { postId } = request.body;
        const missingPost = () => badRequest(`postId: there is no dev diary post with id ${postId}`);
        if (postId != null && !(await posts.find({ id: postId }))) throw missingPost();
        if (!(await history.fighterExists(id))) throw notFound('Fighter');
        try {
          const entry = await audited(
            request,
            async (trx) => {
              const before = await fighterHistoryRepository(trx).find(id, entryId);
              const after = before && (await fighterHistoryRepository(trx).label(id, entryId, request.body));
              return before && after ? { before, after } : undefined;
            },
            // Filed under the fighter, so its activity shows how its history was labelled.
            (labelled) =>
              labelled && {
                action: 'update',
                entity: 'fighter',
                entityId: id,
                summary: `history entry #${entryId}: ${changedFields(labelled.before, labelled.after) || 'no change'}`,
              },
          );
          if (!entry) throw notFound('History entry');
          return ok(entry.after);
        } catch (error) {
          // The post was deleted between the check and the write.
          if (isForeignKeyViolation(error)) throw missingPost();
          throw error;
        }
      },
    );
  });
}
