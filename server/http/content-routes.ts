import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, idParams } from '../../contracts/common';
import { unknownLocaleMessage } from '../../contracts/locales';
import { localeQuery, translationParams } from '../../contracts/translation';
import { audited } from '../audit/audited';
import { labelOf } from '../audit/changes';
import { isStaffRequest } from '../auth/guards';
import { badRequest, notFound } from '../core/errors';
import { contentTranslationRepository } from '../data/content-translations';
import type { ContentRepository, ContentResource, ReorderItems } from '../resources/define-content-resource';
import { type TranslationBody, localizeRow } from '../resources/localized-fields';
import { type WithId, createFromBody, reorderFromBody, updateFromBody } from './crud-handlers';
import { appendVary } from './compression';
import { ok } from './envelope';
import { cachePublicReads } from './read-cache';
import { requestLocale } from './request-locale';
import { type DeleteContext, deleteByIdRoute, putByIdRoute } from './resource-routes';
import {
  BEARER_SECURITY,
  type ZodScope,
  registerStaffRoutes,
  registerSuperAdminRoutes,
} from './route-scopes';

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
  const translations = contentTranslationRepository;
  cachePublicReads(app, resource.cache);

  // A localized resource reads in the request's locale (docs/decisions/0054-content-translations.md).
  const rowSchema = localized?.row ?? schemas.row;
  const reads = localized
    ? {
        config: { cacheRead: true, localized: true },
        // Without ?locale=, Accept-Language picks the answer: a shared cache must key on it too.
        onRequest: async (_request: FastifyRequest, reply: FastifyReply) =>
          appendVary(reply, 'Accept-Language'),
      }
    : { config: { cacheRead: true } };
  /** The rows as they read in the request's locale; in the default one, as stored. */
  async function inLocale(request: FastifyRequest, rows: Row[]): Promise<Row[]> {
    if (!localized) return rows;
    const locale = requestLocale(request);
    if (locale === app.config.locales.default) return rows;
    const byRow = await translations(app.db).read(
      resource.entity,
      rows.map((row) => row.id),
      locale,
    );
    return rows.map((row) => localizeRow(row, localized.fields, byRow.get(row.id), locale));
  }

  app.get(
    '/',
    {
      ...reads,
      schema: {
        tags,
        querystring: localized ? withLocale(schemas.listQuery) : schemas.listQuery,
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
        ...(localized ? { querystring: localeQuery } : {}),
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

    if (localized)
      writers.put(
        '/:id/translations/:locale',
        {
          schema: {
            tags,
            security,
            description:
              `Writes the row's ${localized.fields.join(', ')} in one locale other than the default, ` +
              'each as the default-locale field is checked; a field given as null loses its translation, ' +
              'one left out keeps it. Other locales, and the row itself, are not touched.',
            params: translationParams,
            body: localized.body,
            response: { 200: envelope(rowSchema) },
          },
        },
        async (request) => {
          const { id, locale } = request.params;
          const served = app.config.locales;
          if (!served.all.some((one) => one === locale))
            throw badRequest(unknownLocaleMessage(locale, served.all));
          if (locale === served.default)
            throw badRequest(`${locale} is the default locale: its text is written with PUT /{id}`);
          const given = Object.entries(request.body as TranslationBody).filter(
            (entry): entry is [string, string | null] => entry[1] !== undefined,
          );
          const done = await audited(
            request,
            async (trx) => {
              const stored = await resource.repository(trx).find(id);
              if (!stored) return undefined;
              const source = (field: string) => String((stored as Record<string, unknown>)[field] ?? '');
              const fields = Object.fromEntries(
                given.map(([field, value]) => [field, { value, source: source(field) }]),
              );
              await translations(trx).write(resource.entity, id, locale, fields);
              const byRow = await translations(trx).read(resource.entity, [id], locale);
              return { stored, read: localizeRow(stored, localized.fields, byRow.get(id), locale) };
            },
            (result) =>
              result && {
                action: 'update',
                entity: resource.entity,
                entityId: id,
                label: labelOf(result.stored),
                summary: `${locale}: ${given.map(([field]) => field).join(', ')}`,
              },
          );
          if (!done) throw notFound(label);
          return ok(done.read);
        },
      );

    deleteByIdRoute(writers, {
      tags,
      label,
      resource: audit,
      // Its translations go with it, in the same transaction.
      ...(localized
        ? {
            remove: async (rows: Repo, _row: Row, { id, trx }: DeleteContext) => {
              await translations(trx).removeRow(resource.entity, id);
              return rows.remove(id);
            },
          }
        : {}),
    });
  });
}

/** A list's query with `?locale=` added (a localized resource's list query is an object schema). */
function withLocale<Query>(listQuery: z.ZodType<Query>): z.ZodType<Query> {
  if (!(listQuery instanceof z.ZodObject)) throw new Error('A localized list query must be an object schema');
  return listQuery.extend(localeQuery.shape) as unknown as z.ZodType<Query>;
}
