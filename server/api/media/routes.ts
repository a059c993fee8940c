import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import { parseUploadedImage, variantPaths } from '../../../contracts/image-variants';
import { inUseMessage, mediaItemSchema, mediaListQuery, mediaUpdateSchema } from '../../../contracts/media';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { mediaRepository } from '../../data/media';
import { showById } from '../../http/crud-handlers';
import { deleteByIdRoute, pagedListRoute, putByIdRoute } from '../../http/resource-routes';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../core/errors';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';

const tags = ['Media'];
const security = BEARER_SECURITY;
const entity = 'media' as const;
const keyOf = (path: string) => path.slice('/media/'.length);

/** The media library: every upload, where it is used, its alt text and caption (staff). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaRepository(app.db);

  await registerStaffRoutes(app, (staff) => {
    pagedListRoute(
      staff,
      tags,
      {
        description:
          'One page of uploaded files, newest first unless `order` says otherwise, each with where it ' +
          'is used. `meta.total` (and `X-Total-Count`) counts the matches over all pages.',
        querystring: mediaListQuery,
        item: mediaItemSchema,
      },
      (query) => media.page(query),
    );

    staff.get(
      '/:id',
      { schema: { tags, security, params: idParams, response: { 200: envelope(mediaItemSchema) } } },
      showById('Media file', (id) => media.find(id)),
    );

    // The alt text (what a screen reader says of an image) and the caption.
    putByIdRoute(staff, tags, { body: mediaUpdateSchema, response: mediaItemSchema }, async (request) => {
      const before = await media.find(request.params.id);
      if (!before) throw notFound('Media file');
      const after = await audited(
        request,
        (trx) => mediaRepository(trx).describe(before.id, before.name, request.body),
        (saved) =>
          saved && {
            action: 'update',
            entity,
            entityId: before.id,
            label: before.name,
            summary: changedFields(
              { altText: before.altText, caption: before.caption },
              { altText: saved.altText, caption: saved.caption },
            ),
          },
      );
      if (!after) throw notFound('Media file');
      return ok(after);
    });

    deleteByIdRoute(staff, {
      tags,
      label: 'Media file',
      description:
        'Deletes a file and its responsive variants. A file still used by a post, a fighter, an ' +
        'ability or a game mode is refused with 409, naming each use.',
      resource: { entity, repository: mediaRepository },
      labelled: (item) => item.name,
      // Checked in the delete's transaction, against the content as it is now.
      permit: (item) => {
        if (item.uses.length > 0) throw conflict(inUseMessage(item.uses));
      },
      remove: async (repo, item) => {
        await repo.remove(item.id);
        return item;
      },
      // After the row: a file left behind by a failed removal costs bytes, never a broken page.
      afterCommit: async (removed, request) => {
        const image = parseUploadedImage(removed.url);
        const paths = [removed.url, ...(image ? variantPaths(image) : [])];
        for (const path of paths)
          await app.storage
            .remove(keyOf(path))
            .catch((err: unknown) => request.log.error({ err, path }, 'could not remove a media file'));
      },
    });
  });
};
