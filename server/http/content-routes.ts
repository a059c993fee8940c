import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope, idParams } from '../../contracts/common';
import { isStaffRequest } from '../auth/guards';
import { notFound } from '../core/errors';
import { contentTranslationRepository } from '../data/content-translations';
import type { ContentRepository, ContentResource, ReorderItems } from '../resources/define-content-resource';
import { type WithId, createFromBody, reorderFromBody, updateFromBody } from './crud-handlers';
import { ok } from './envelope';
import { cachePublicReads } from './read-cache';
import { type DeleteContext, deleteByIdRoute, putByIdRoute } from './resource-routes';
import {
  BEARER_SECURITY,
  type ZodScope,
  registerStaffRoutes,
  registerSuperAdminRoutes,
} from './route-scopes';
import { localizedReads, translationWriteRoute } from './translation-routes';

/** What the HTTP side adds to a resource's declaration (the fighters' cache policy and history). */
export interface ContentRouteExtras {
  /** Sets the headers of both reads (a cache policy of the resource's own). */
  readHeaders?: (request: FastifyRequest, reply: FastifyReply) => void;
  /** Routes of the same scope declared after the reads (they share the read cache). */
  nested?: (app: ZodScope) => Promise<void>;
}

/**
 * The routes of a content resource, derived from its declaration (server/resources/): the two
 * reads, cached, each answering staff what they ask for and a visitor the resource's visitor view;
 * then the audited writes, `POST /` (201), `PUT /reorder` when declared, `PUT /:id` and
 * `DELETE /:id`, in the scope of the role that writes it.
 */
export async function contentRoutes<
  Row extends WithId,
  Input,
  Query,
  Repo extends ContentRepository<Row, Input, Query>,
>(app: ZodScope, resource: ContentResource<Row, Input, Query, Repo>, extras: ContentRouteExtras = {}) {
  const { tags, label, schemas, localized } = resource;
  const { readHeaders } = extras;
  const audit = { entity: resource.entity, repository: resource.repository };
  const repo = resource.repository(app.db);
  cachePublicReads(app, resource.cache);

  // A localized resource reads in the request's locale (translation-routes.ts).
  const { rowSchema, listQuery, oneQuery, reads, inLocale } = localizedReads(app, resource);

  app.get(
    '/',
    {
      ...reads,
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelope(rowSchema.array()) },
      },
    },
    async (request, reply) => {
      // The query's type is the schema's output (UndefinedToUnknown to the type provider).
      const query = request.query as Query;
      const rows = isStaffRequest(request)
        ? await resource.listForStaff(app.db, query)
        : await resource.listForVisitors(app.db, query);
      readHeaders?.(request, reply);
      return ok(await inLocale(request, rows));
    },
  );

  app.get(
    '/:id',
    {
      ...reads,
      schema: {
        tags,
        params: idParams,
        ...oneQuery,
        response: { 200: envelope(rowSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = isStaffRequest(request) ? await repo.find(id) : await resource.findForVisitors(app.db, id);
      if (!row) throw notFound(label);
      readHeaders?.(request, reply);
      const [read = row] = await inLocale(request, [row]);
      return ok(read);
    },
  );

  await extras.nested?.(app);

  const create = createFromBody(audit, (repo, input: Input) => repo.create(input));
  const update = updateFromBody(label, audit, (repo, id, input: Input) => repo.update(id, input));
  const registerWriters =
    resource.writeRole === 'super_admin' ? registerSuperAdminRoutes : registerStaffRoutes;
  await registerWriters(app, async (writers) => {
    const security = BEARER_SECURITY;

    writers.post(
      '/',
      { schema: { tags, security, body: schemas.input, response: { 201: envelope(schemas.row) } } },
      // The body's type is the schema's output, as for the list's query.
      (request, reply) => create(request as typeof request & { body: Input }, reply),
    );

    // Declared before '/:id'; the router prefers the static path, so "reorder" is never an id.
    if (schemas.reorder)
      writers.put(
        '/reorder',
        {
          schema: { tags, security, body: schemas.reorder, response: { 200: envelope(schemas.row.array()) } },
        },
        reorderFromBody(
          audit,
          (repo, items: ReorderItems) => repo.reorder!(items),
          // Every list query's fields are optional filters: none lists every row, in the new order.
          (repo) => repo.list({} as Query),
        ),
      );

    putByIdRoute(writers, tags, { body: schemas.input, response: schemas.row }, update);

    if (localized) translationWriteRoute(writers, resource, localized);

    deleteByIdRoute(writers, {
      tags,
      label,
      resource: audit,
      // Its translations go with it, in the same transaction.
      ...(localized
        ? {
            remove: async (rows: Repo, _row: Row, { id, trx }: DeleteContext) => {
              await contentTranslationRepository(trx).removeRow(resource.entity, id);
              return rows.remove(id);
            },
          }
        : {}),
    });
  });
}
