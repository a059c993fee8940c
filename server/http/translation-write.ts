import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { envelope } from '../../contracts/common';
import { unknownLocaleMessage } from '../../contracts/locales';
import { audited } from '../audit/audited';
import { labelOf } from '../audit/changes';
import { badRequest, notFound } from '../core/errors';
import { contentTranslationRepository } from '../data/content-translations';
import type { Database } from '../db/schema';
import {
  type LocalizedFields,
  type TranslatedResource,
  type TranslationBody,
  listIndexOf,
  localizeRow,
  textAt,
  translationEntries,
} from '../resources/localized-fields';
import type { WithId } from './crud-handlers';
import { ok } from './envelope';
import { BEARER_SECURITY, type ZodScope } from './route-scopes';

/** What a translation write needs of the resource whose row it translates. */
export interface TranslationWrite<
  Row extends WithId,
  Params extends { locale: string },
> extends TranslatedResource<Row> {
  tags: string[];
  /** The row as a 404 names it: "Post". */
  label: string;
  /** The route's path, ending in `/translations/:locale`, and the schema of its params. */
  path: string;
  params: z.ZodType<Params>;
  /** The stored row the path names, read on the write's transaction. */
  find: (db: Kysely<Database>, params: Params) => Promise<Row | null | undefined>;
  /** A permission rule on the stored row (who wrote a post): throws its 403. */
  permit?: (row: Row, request: FastifyRequest) => void;
  /** Who may write, for the OpenAPI description when the scope's guard does not say it all. */
  writers?: string;
}

const TRANSLATIONS_SUFFIX = /\/translations\/:locale$/;

/**
 * `PUT …/translations/:locale` in the writers' scope (docs/decisions/0054-content-translations.md):
 * the fields given, in one locale other than the default, each marked with the digest of the
 * default-locale text it translates; audited as an update of the row. Other locales, and the row
 * itself, are not touched. Content resources, posts and the About page all declare theirs here.
 */
export function putTranslationRoute<Row extends WithId, Params extends { locale: string }>(
  scope: ZodScope,
  spec: TranslationWrite<Row, Params>,
) {
  const { localized } = spec;
  // The route that writes the default locale: the same path without its translation suffix.
  const ownWrite = `PUT ${spec.path.replace(TRANSLATIONS_SUFFIX, '').replace(/:(\w+)/g, '{$1}') || '/'}`;
  scope.put(
    spec.path,
    {
      schema: {
        tags: spec.tags,
        security: BEARER_SECURITY,
        description:
          `Writes the row's ${localizedNames(localized)} in one locale other than the default, ` +
          'each as the default-locale field is checked; a field given as null loses its translation, ' +
          'one left out keeps it. Other locales, and the row itself, are not touched.' +
          (spec.writers ? ` ${spec.writers}` : ''),
        params: spec.params,
        body: localized.body,
        response: { 200: envelope(localized.row) },
      },
    },
    async (request) => {
      // The params' and body's types are the schemas' outputs (UndefinedToUnknown to the type provider).
      const params = request.params as Params;
      const { locale } = params;
      const served = scope.config.locales;
      if (!served.all.some((one) => one === locale))
        throw badRequest(unknownLocaleMessage(locale, served.all));
      if (locale === served.default)
        throw badRequest(`${locale} is the default locale: its text is written with ${ownWrite}`);
      const given = translationEntries(localized, request.body as TranslationBody);
      const done = await audited(
        request,
        async (trx) => {
          const stored = await spec.find(trx, params);
          if (!stored) return undefined;
          spec.permit?.(stored, request);
          checkListItems(spec, stored, given);
          const fields = Object.fromEntries(
            given.map(([path, value]) => [path, { value, source: textAt(stored, path) }]),
          );
          const translations = contentTranslationRepository(trx);
          await translations.write(spec.entity, stored.id, locale, fields);
          const byRow = await translations.read(spec.entity, [stored.id], locale);
          return { stored, read: localizeRow(stored, localized, byRow.get(stored.id), locale) };
        },
        (result) =>
          result && {
            action: 'update',
            entity: spec.entity,
            entityId: result.stored.id,
            label: labelOf(result.stored),
            summary: `${locale}: ${given.map(([field]) => field).join(', ')}`,
          },
      );
      if (!done) throw notFound(spec.label);
      return ok(done.read);
    },
  );
}

/** "role, bio, and abilities (name, description)": what a translation write takes, for its description. */
const localizedNames = (localized: LocalizedFields<unknown>) =>
  [
    ...localized.fields,
    ...Object.entries(localized.lists).map(([list, fields]) => `${list} (${fields.join(', ')}, by position)`),
  ].join(', ');

/** A list item given must be one the row has: translating a fighter's fifth ability when it has four is a 400. */
function checkListItems<Row extends WithId>(
  spec: { label: string; localized: LocalizedFields<Row> },
  stored: Row,
  given: [string, string | null][],
) {
  for (const list of Object.keys(spec.localized.lists)) {
    const items = (stored as Record<string, unknown>)[list];
    const count = Array.isArray(items) ? items.length : 0;
    const beyond = given.find(([path]) => path.startsWith(`${list}.`) && listIndexOf(path)! >= count);
    if (beyond)
      throw badRequest(
        `${spec.label} has ${count} ${list}: ${list}[${listIndexOf(beyond[0])}] is not one of them`,
      );
  }
}
