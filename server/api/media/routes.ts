import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResult, envelope, idParams } from '../../../contracts/common';
import { parseUploadedImage, variantPaths } from '../../../contracts/image-variants';
import { inUseMessage, mediaItemSchema, mediaListQuery, mediaUpdateSchema } from '../../../contracts/media';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { requireStaff } from '../../auth/guards';
import { mediaRepository } from '../../data/media';
import { pagedListRoute, putByIdRoute, showById } from '../../http/crud-handlers';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../core/errors';
import { BEARER_SECURITY } from '../../http/route-scopes';

const tags = ['Media'];
const security = BEARER_SECURITY;
const entity = 'media' as const;
const keyOf = (path: string) => path.slice('/media/'.length);

/** The media library: every upload, where it is used, its alt text and caption (staff). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaRepository(app.db);
  app.addHook('onRequest', requireStaff);

  pagedListRoute(
    app,
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

  app.get(
    '/:id',
    { schema: { tags, security, params: idParams, response: { 200: envelope(mediaItemSchema) } } },
    showById('Media file', (id) => media.find(id)),
  );

  // The alt text (what a screen reader says of an image) and the caption.
  putByIdRoute(app, tags, { body: mediaUpdateSchema, response: mediaItemSchema }, async (request) => {
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

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        description:
          'Deletes a file and its responsive variants. A file still used by a post, a fighter, an ' +
          'ability or a game mode is refused with 409, naming each use.',
        params: idParams,
        response: { 200: envelope(deletedResult) },
      },
    },
    async (request) => {
      const removed = await audited(
        request,
        async (trx) => {
          // Checked in the delete's transaction, against the content as it is now.
          const item = await mediaRepository(trx).find(request.params.id);
          if (!item) throw notFound('Media file');
          if (item.uses.length > 0) throw conflict(inUseMessage(item.uses));
          await mediaRepository(trx).remove(item.id);
          return item;
        },
        (item) => ({ action: 'delete', entity, entityId: item.id, label: item.name }),
      );
      // After the row: a file left behind by a failed removal costs bytes, never a broken page.
      const image = parseUploadedImage(removed.url);
      const paths = [removed.url, ...(image ? variantPaths(image) : [])];
      for (const path of paths)
        await app.storage
          .remove(keyOf(path))
          .catch((err: unknown) => request.log.error({ err, path }, 'could not remove a media file'));
      return ok({ id: removed.id });
    },
  );
};
