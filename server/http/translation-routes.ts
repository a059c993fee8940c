import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope } from '../../contracts/common';
import { unknownLocaleMessage } from '../../contracts/locales';
import { localeQuery, translationParams } from '../../contracts/translation';
import { audited } from '../audit/audited';
import { labelOf } from '../audit/changes';
import { badRequest, notFound } from '../core/errors';
import { contentTranslationRepository } from '../data/content-translations';
import type { ContentRepository, ContentResource } from '../resources/define-content-resource';
import { type LocalizedFields, type TranslationBody, localizeRow } from '../resources/localized-fields';
import { appendVary } from './compression';
import type { WithId } from './crud-handlers';
import { ok } from './envelope';
import { requestLocale } from './request-locale';
import { BEARER_SECURITY, type ZodScope } from './route-scopes';

const translations = contentTranslationRepository;

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
  /** The rows as they read in the request's locale; in the default one, as stored. */
  async function inLocale(request: FastifyRequest, rows: Row[]): Promise<Row[]> {
    const locale = requestLocale(request);
    if (locale === app.config.locales.default || !localized) return rows;
    const byRow = await translations(app.db).read(
      resource.entity,
      rows.map((row) => row.id),
      locale,
    );
    return rows.map((row) => localizeRow(row, localized.fields, byRow.get(row.id), locale));
  }
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

/**
 * `PUT /:id/translations/:locale` in the writers' scope: the fields given, in one locale other than
 * the default, each marked with the digest of the default-locale text it translates; audited as an
 * update of the row. Other locales, and the row itself, are not touched.
 */
export function translationWriteRoute<
  Row extends WithId,
  Input,
  Query,
  Repo extends ContentRepository<Row, Input, Query>,
>(writers: ZodScope, resource: ContentResource<Row, Input, Query, Repo>, localized: LocalizedFields<Row>) {
  writers.put(
    '/:id/translations/:locale',
    {
      schema: {
        tags: resource.tags,
        security: BEARER_SECURITY,
        description:
          `Writes the row's ${localized.fields.join(', ')} in one locale other than the default, ` +
          'each as the default-locale field is checked; a field given as null loses its translation, ' +
          'one left out keeps it. Other locales, and the row itself, are not touched.',
        params: translationParams,
        body: localized.body,
        response: { 200: envelope(localized.row) },
      },
    },
    async (request) => {
      const { id, locale } = request.params;
      const served = writers.config.locales;
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
      if (!done) throw notFound(resource.label);
      return ok(done.read);
    },
  );
}
