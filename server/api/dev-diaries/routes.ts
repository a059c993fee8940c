import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, idParams } from '../../../contracts/common';
import { type DevDiary, devDiarySchema, devDiaryStatsSchema } from '../../../contracts/dev-diary';
import { audited } from '../../audit/audited';
import { devDiaryBody } from '../../content/rich-fields';
import { changedFields } from '../../audit/changes';
import type { SessionUser } from '../../auth/guards';
import { nowIso } from '../../db/connection';
import { ok } from '../../http/envelope';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { deleteByIdRoute, statsRoute } from '../../http/resource-routes';
import { BEARER_SECURITY, callerOf, registerStaffRoutes } from '../../http/route-scopes';
import { userRepository } from '../../data/users';
import { canChangePost, onlyFlagsDiffer } from './permissions';
import { type PostValues, postRepository } from '../../data/dev-diaries';
import { mailingRoutes } from './mailing-routes';
import { previewRoutes } from './preview-routes';
import { revisionRoutes } from './revision-routes';
import { savedBy } from './saved-by';
import { storedPost } from './stored-post';
import { watchScheduledPosts } from './schedule-watch';
import { viewCounterOf } from '../../data/dev-diary-view-counter';
import { contentTranslationRepository } from '../../data/content-translations';
import { postReadRoutes } from './read-routes';
import { postTranslationRoutes } from './translation-routes';

const tags = ['Dev diaries'];
const entity = 'dev_diary' as const;
/** The body as sent, its content already the sanitized HTML to store. */
type PostInput = z.output<typeof devDiaryBody>;

/** The audit entry of a save: which fields moved, named by the post's title. */
const postChange = (action: 'update' | 'toggle', before: DevDiary, after: DevDiary) => ({
  action,
  entity,
  entityId: after.id,
  label: after.title,
  summary: changedFields(before, after),
});

export const devDiaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = postRepository(app.db);
  const users = userRepository(app.db);

  const views = viewCounterOf(app.db, app.log);
  // Child scopes close before the root, so the views are written before the database closes.
  app.addHook('onClose', () => views.close());
  watchScheduledPosts(app, () => posts.nextScheduledAt());

  postReadRoutes(app);

  /** A linked author must be a real user: the foreign key would refuse it with a 500 otherwise. */
  async function assertUserExists(id: number) {
    if (!(await users.find(id))) throw badRequest(`authorId ${id} is not an existing user`);
  }

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    statsRoute(
      staff,
      tags,
      {
        description: 'The stat cards of the post list: every post, published, drafts and featured.',
        response: devDiaryStatsSchema,
      },
      () => posts.stats(),
    );

    const values = (body: PostInput, authorId: number | null, date: string): PostValues => ({
      title: body.title,
      excerpt: body.excerpt,
      content: body.content,
      author: body.author,
      authorId,
      tags: body.tags,
      coverImage: body.coverImage,
      featured: body.featured,
      published: body.published,
      date,
    });

    /** The author on create: the caller, or any existing user when a super admin names one. */
    async function authorOnCreate(actor: SessionUser, requested: number | null | undefined) {
      if (actor.role !== 'super_admin' || requested == null || requested === actor.id) return actor.id;
      await assertUserExists(requested);
      return requested;
    }

    /** Only a super admin moves a post to another author; an admin's authorId is ignored. */
    async function authorOnUpdate(
      actor: SessionUser,
      stored: DevDiary,
      requested: number | null | undefined,
    ) {
      if (actor.role !== 'super_admin' || requested === undefined || requested === stored.authorId)
        return stored.authorId;
      if (requested !== null) await assertUserExists(requested);
      return requested;
    }

    staff.post(
      '/',
      { schema: { tags, security, body: devDiaryBody, response: { 201: envelope(devDiarySchema) } } },
      async (request, reply) => {
        const actor = callerOf(request);
        const authorId = await authorOnCreate(actor, request.body.authorId);
        const post = await audited(
          request,
          (trx) => postRepository(trx).create(values(request.body, authorId, request.body.date ?? nowIso())),
          (created) => ({ action: 'create', entity, entityId: created.id, label: created.title }),
        );
        return reply.code(201).send(ok(post));
      },
    );

    staff.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: devDiaryBody,
          response: { 200: envelope(devDiarySchema) },
        },
      },
      async (request) => {
        const actor = callerOf(request);
        const { body } = request;
        const stored = await storedPost(posts, request.params.id);

        if (!canChangePost(actor, stored)) {
          // Publish and Feature toggles are open to every admin on every post
          // (docs/back-office-screens.md §6).
          if (!onlyFlagsDiffer(stored, body)) throw forbidden('You can only edit your own posts');
          const toggled = await audited(
            request,
            (trx) =>
              postRepository(trx).setFlags(
                stored.id,
                { published: body.published, featured: body.featured },
                savedBy(actor),
              ),
            (post) => post && postChange('toggle', stored, post),
          );
          if (!toggled) throw notFound('Post');
          return ok(toggled);
        }

        const authorId = await authorOnUpdate(actor, stored, body.authorId);
        const updated = await audited(
          request,
          (trx) =>
            postRepository(trx).update(stored.id, values(body, authorId, body.date ?? stored.date), {
              newSlug: body.title.trim() !== stored.title.trim(),
              savedBy: savedBy(actor),
            }),
          // Publish or Feature flipped by the post's own author is still a toggle.
          (post) => post && postChange(onlyFlagsDiffer(stored, body) ? 'toggle' : 'update', stored, post),
        );
        if (!updated) throw notFound('Post');
        return ok(updated);
      },
    );

    postTranslationRoutes(staff);

    // Its revisions go with it (ON DELETE CASCADE), its translations in the same transaction.
    deleteByIdRoute(staff, {
      tags,
      label: 'Post',
      resource: {
        entity,
        repository: (db) => {
          const repo = postRepository(db);
          return { find: (id: number) => repo.find({ id }), remove: (id: number) => repo.remove(id) };
        },
      },
      labelled: (post) => post.title,
      permit: (post, request) => {
        if (!canChangePost(callerOf(request), post)) throw forbidden('You can only delete your own posts');
      },
      remove: async (repo, _post, { id, trx }) => {
        await contentTranslationRepository(trx).removeRow(entity, id);
        return repo.remove(id);
      },
    });

    await revisionRoutes(staff);
    previewRoutes(staff);
    await mailingRoutes(staff);
  });
};
