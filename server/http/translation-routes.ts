import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { localeQuery, translationParams } from '../../contracts/translation';
import type { ContentRepository, ContentResource } from '../resources/define-content-resource';
import type { LocalizedFields } from '../resources/localized-fields';
import { appendVary } from './compression';
import type { WithId } from './crud-handlers';
import { requestLocale } from './request-locale';
import type { ZodScope } from './route-scopes';
import { putTranslationRoute } from './translation-write';

/**
 * What a content resource's two reads need to answer in the request's locale
 * (docs/decisions/0054-content-translations.md): their row schema, their route options (the read
 * cache keys on the locale, and the answer says it varies by Accept-Language), the list query with
 * `?locale=`, and the rows as they read in that locale. A resource without localized fields reads
 * as it always did.
 */
export function localizedReads<
  Row extends WithId,
  Input,
  Query,
  Repo extends ContentRepository<Row, Input, Query>,
>(app: ZodScope, resource: ContentResource<Row, Input, Query, Repo>) {
  const { localized, schemas } = resource;
  if (!localized)
    return {
      rowSchema: schemas.row,
      listQuery: schemas.listQuery,
      oneQuery: {},
      reads: { config: { cacheRead: true } },
      inLocale: async (_request: FastifyRequest, rows: Row[]) => rows,
    };
  /** The rows as they read in the request's locale; in the default one, as stored (the pages read alike). */
  const inLocale = (request: FastifyRequest, rows: Row[]): Promise<Row[]> =>
    resource.inLocale(app.db, rows, requestLocale(request), app.config.locales.default);
  return {
    rowSchema: localized.row,
    listQuery: withLocale(schemas.listQuery),
    oneQuery: { querystring: localeQuery },
    reads: {
      config: { cacheRead: true, localized: true },
      // Without ?locale=, Accept-Language picks the answer: a shared cache must key on it too.
      onRequest: async (_request: FastifyRequest, reply: FastifyReply) =>
        appendVary(reply, 'Accept-Language'),
    },
    inLocale,
  };
}

/** A list's query with `?locale=` added (a localized resource's list query is an object schema). */
function withLocale<Query>(listQuery: z.ZodType<Query>): z.ZodType<Query> {
  if (!(listQuery instanceof z.ZodObject)) throw new Error('A localized list query must be an object schema');
  return listQuery.extend(localeQuery.shape) as unknown as z.ZodType<Query>;
}

/** `PUT /:id/translations/:locale` of a content resource, in its writers' scope (translation-write.ts). */
export function translationWriteRoute<
  Row extends WithId,
  Input,
  Query,
  Repo extends ContentRepository<Row, Input, Query>,
>(writers: ZodScope, resource: ContentResource<Row, Input, Query, Repo>, localized: LocalizedFields<Row>) {
  putTranslationRoute(writers, {
    tags: resource.tags,
    entity: resource.entity,
    label: resource.label,
    localized,
    path: '/:id/translations/:locale',
    params: translationParams,
    find: (db, { id }) => resource.repository(db).find(id),
  });
}
