import { z } from 'zod';
import { envelope, idParams } from '../../../contracts/common';
import { devDiarySchema } from '../../../contracts/dev-diary';
import { devDiaryRevisionSchema, restoreBody, revisionParams } from '../../../contracts/dev-diary-revision';
import { audited } from '../../audit/audited';
import { SUMMARY_MAX, changedFields, truncate } from '../../audit/changes';
import type { SessionUser } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { conflict, forbidden, notFound } from '../../core/errors';
import { BEARER_SECURITY, type ZodScope, callerOf } from '../../http/route-scopes';
import { canChangePost } from './permissions';
import { postRepository } from '../../data/dev-diaries';
import { revisionRepository } from '../../data/dev-diary-revisions';
import { savedBy } from './saved-by';
import { storedPost } from './stored-post';

const tags = ['Dev diaries'];
const security = BEARER_SECURITY;

/**
 * A post's history, inside the staff scope. Reading and restoring follow the edit rule
 * (docs/back-office-screens.md §6): an admin only on its own posts, a super admin on any.
 */
export async function revisionRoutes(staff: ZodScope) {
  const posts = postRepository(staff.db);
  const revisions = revisionRepository(staff.db);

  async function editablePost(actor: SessionUser, id: number, refusal: string) {
    const post = await storedPost(posts, id);
    if (!canChangePost(actor, post)) throw forbidden(refusal);
    return post;
  }

  staff.get(
    '/:id/revisions',
    {
      schema: {
        tags,
        security,
        description:
          'Earlier versions of a post, newest first: each save keeps the post as it was before it, ' +
          'with who saved and when.',
        params: idParams,
        response: { 200: envelope(z.array(devDiaryRevisionSchema)) },
      },
    },
    async (request) => {
      const actor = callerOf(request);
      await editablePost(actor, request.params.id, 'You can only see the history of your own posts');
      return ok(await revisions.list(request.params.id));
    },
  );

  staff.post(
    '/:id/revisions/:revisionId/restore',
    {
      schema: {
        tags,
        security,
        description:
          'Makes an earlier version the current one. The version it replaces is kept as a new ' +
          'revision. 409 when another post has taken the slug of that version since.',
        params: revisionParams,
        body: restoreBody,
        response: { 200: envelope(devDiarySchema) },
      },
    },
    async (request) => {
      const actor = callerOf(request);
      const { id, revisionId } = request.params;
      const before = await editablePost(actor, id, 'You can only restore your own posts');
      // A refusal is thrown inside the transaction, so the revision the restore kept rolls back too.
      const post = await audited(
        request,
        async (trx) => {
          const outcome = await revisionRepository(trx).restore(id, revisionId, savedBy(actor));
          if ('missing' in outcome) throw notFound(outcome.missing === 'post' ? 'Post' : 'Revision');
          if ('slugTakenBy' in outcome)
            throw conflict(
              'Another post now uses the address (slug) of this version. Change that post’s title first, then restore.',
            );
          return outcome.post;
        },
        (restored) => ({
          action: 'restore',
          entity: 'dev_diary',
          entityId: id,
          label: restored.title,
          summary: truncate(
            `revision #${revisionId}: ${changedFields(before, restored) || 'no field changed'}`,
            SUMMARY_MAX,
          ),
        }),
      );
      return ok(post);
    },
  );
}
