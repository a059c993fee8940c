import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { deletedResult, envelope, idParams } from '../../contracts/common';
import { pagedEnvelope } from '../../contracts/paging';
import { audited } from '../audit/audited';
import { labelOf } from '../audit/changes';
import type { AuditDraft } from '../audit/record';
import type { Database } from '../db/schema';
import { notFound } from '../core/errors';
import type { AuditedResource, Findable, Page } from './crud-handlers';
import { ok, paged } from './envelope';
import { BEARER_SECURITY, type ZodScope } from './route-scopes';

/**
 * The route builders every resource shares (docs/decisions/0046-one-declaration-per-resource.md):
 * the one paged list, the one `PUT /:id`, a screen's counters and the one audited delete. Each is declared in the scope
 * it is given, so its guard is the scope's (route-scopes.ts).
 */

/**
 * `GET /` (or the `path` given) of a paged list: the page the query asks for, its total in `meta` and `X-Total-Count`
 * (`totalExact` false when counting stopped at a cap). An `open` list is public: its entry names no
 * security, and `page` narrows what a visitor gets (it is handed the request for that).
 */
export function pagedListRoute<Query extends { limit: number; offset: number }, Row>(
  scope: ZodScope,
  tags: string[],
  schema: {
    description: string;
    querystring: z.ZodType<Query>;
    item: z.ZodType<Row>;
    open?: boolean;
    /** Where the list is, `/` unless a group lists more than one thing (the account's sessions). */
    path?: string;
  },
  page: (query: Query, request: FastifyRequest) => Promise<Page<Row>>,
) {
  scope.get(
    schema.path ?? '/',
    {
      schema: {
        tags,
        ...(schema.open ? {} : { security: BEARER_SECURITY }),
        description: schema.description,
        querystring: schema.querystring,
        response: { 200: pagedEnvelope(schema.item) },
      },
    },
    async (request, reply) => {
      // The query's type is the schema's output (UndefinedToUnknown to the type provider).
      const query = request.query as Query;
      const { rows, total, totalExact } = await page(query, request);
      return paged(reply, rows, { total, limit: query.limit, offset: query.offset, totalExact });
    },
  );
}

/** `PUT /:id` inside a guarded scope: the body as its schema says, the row as the response's. */
export function putByIdRoute<Input, Row>(
  scope: ZodScope,
  tags: string[],
  schema: { body: z.ZodType<Input>; response: z.ZodType<Row> },
  handler: (
    request: FastifyRequest & { params: { id: number }; body: Input },
  ) => Promise<{ success: true; data: Row; error: null }>,
) {
  scope.put(
    '/:id',
    {
      schema: {
        tags,
        security: BEARER_SECURITY,
        params: idParams,
        body: schema.body,
        response: { 200: envelope(schema.response) },
      },
    },
    // The body's type is the schema's output, as for the list's query.
    (request) => handler(request as typeof request & { body: Input }),
  );
}

/** `GET /stats` inside a guarded scope: the counters of a back-office screen, as `read` tallies them. */
export function statsRoute<Stats>(
  scope: ZodScope,
  tags: string[],
  schema: { description: string; response: z.ZodType<Stats> },
  read: () => Promise<Stats>,
) {
  scope.get(
    '/stats',
    {
      schema: {
        tags,
        security: BEARER_SECURITY,
        description: schema.description,
        response: { 200: envelope(schema.response) },
      },
    },
    async () => ok(await read()),
  );
}

type Removable = Findable<object> & { remove(id: number): Promise<unknown> };
type RowOf<Repo extends Removable> = NonNullable<Awaited<ReturnType<Repo['find']>>>;

/** What the delete's work is handed besides the row: its transaction and request. */
export interface DeleteContext {
  /** The id the path names. */
  id: number;
  trx: Kysely<Database>;
  request: FastifyRequest;
}

/** What one resource's delete does besides removing its row; the default removes it by id. */
export interface DeleteSpec<Repo, Removed, Row> {
  tags: string[];
  /** The resource as a 404 names it: "Subscriber". */
  label: string;
  description?: string;
  resource: AuditedResource<Repo>;
  /** Where the row is: `/:id` unless the group holds more than one kind of row (the account's sessions). */
  path?: string;
  /** Runs before the handler, as a check the whole route needs (a fresh proof of identity). */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /**
   * Reads the row the path names, on the write's transaction: `repo.find(id)` unless told otherwise.
   * The caller's own rows (a passkey, a session) are read by owner, so another's answers 404.
   */
  find?: (repo: Repo, id: number, request: FastifyRequest) => Promise<Row | null | undefined>;
  /** How the audit entry names the row (labelOf unless told otherwise). */
  labelled?: (row: Row) => string | null;
  /** The audit entry, when it is not a `delete` of the resource's entity (an own-account entry). */
  entry?: (row: Row, request: FastifyRequest) => AuditDraft;
  /** A permission rule on the stored row (its owner, its uses): throws its 400, 403 or 409. */
  permit?: (row: Row, request: FastifyRequest) => void;
  /** Removes the row on the write's transaction; falsy when it was gone already. */
  remove?: (repo: Repo, row: Row, context: DeleteContext) => Promise<Removed>;
  /** After the commit, for what lives outside the database (files); the row is gone by then. */
  afterCommit?: (removed: NonNullable<Removed>, request: FastifyRequest) => Promise<void>;
}

/**
 * `DELETE /:id` inside a guarded scope: reads the row, applies the permission rule, removes it and
 * writes the audit entry in one transaction; answers `{ id }`, or a 404 naming the resource. Every
 * delete of the API is declared here, a staff screen's row as the caller's own passkey or session.
 */
export function deleteByIdRoute<Repo extends Removable, Removed = Awaited<ReturnType<Repo['remove']>>>(
  scope: ZodScope,
  spec: DeleteSpec<Repo, Removed, RowOf<Repo>>,
): void;
/** The same for a repository that reads and removes by something more than the id (its owner). */
export function deleteByIdRoute<Repo, Removed, Row>(
  scope: ZodScope,
  spec: DeleteSpec<Repo, Removed, Row> & Required<Pick<DeleteSpec<Repo, Removed, Row>, 'find' | 'remove'>>,
): void;
export function deleteByIdRoute<Repo, Removed, Row extends object>(
  scope: ZodScope,
  spec: DeleteSpec<Repo, Removed, Row>,
) {
  const { tags, label, description, resource, labelled = labelOf, permit, afterCommit } = spec;
  // The first overload's defaults: its repository finds and removes by id.
  const byId = (repo: Repo) => repo as unknown as Findable<Row> & { remove(id: number): Promise<Removed> };
  const find = spec.find ?? ((repo: Repo, id: number) => byId(repo).find(id));
  const remove = spec.remove ?? ((repo: Repo, _row: Row, { id }: DeleteContext) => byId(repo).remove(id));
  const entry =
    spec.entry ??
    ((row: Row, request: FastifyRequest & { params: { id: number } }): AuditDraft => ({
      action: 'delete',
      entity: resource.entity,
      entityId: request.params.id,
      label: labelled(row),
    }));
  scope.delete(
    spec.path ?? '/:id',
    {
      ...(spec.preHandler ? { preHandler: spec.preHandler } : {}),
      schema: {
        tags,
        security: BEARER_SECURITY,
        ...(description ? { description } : {}),
        params: idParams,
        response: { 200: envelope(deletedResult) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await audited(
        request,
        async (trx) => {
          const repo = resource.repository(trx);
          const before = await find(repo, id, request);
          if (!before) return undefined;
          permit?.(before, request);
          const removed = await remove(repo, before, { id, trx, request });
          return removed ? { before, removed: removed as NonNullable<Removed> } : undefined;
        },
        (done) => done && entry(done.before, request),
      );
      if (!outcome) throw notFound(label);
      await afterCommit?.(outcome.removed, request);
      return ok({ id });
    },
  );
}
