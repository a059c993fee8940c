import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditEntity } from '../../contracts/audit-log';
import { envelope, idParams } from '../../contracts/common';
import { pagedEnvelope } from '../../contracts/paging';
import { audited } from '../audit/audited';
import { changedFields, labelOf } from '../audit/changes';
import { isStaffRequest } from '../auth/guards';
import type { Database } from '../db/schema';
import { ok, paged } from './envelope';
import { notFound } from '../core/errors';
import { BEARER_SECURITY, type ZodScope } from './route-scopes';

/**
 * The handlers of the plain content resources (chapters, FAQs, game modes, fighters), which read,
 * create and update their rows the same way. Each route still declares its own schema where it is
 * registered, so what a route accepts and answers reads at the route; these only say what it does.
 * Every write is audited: the handler builds the repository on the write's transaction.
 */

export type Found<Row> = Promise<Row | null | undefined>;

/** How a resource is written and named in the audit log. */
export interface AuditedResource<Repo> {
  entity: AuditEntity;
  /** The repository on a connection or on the write's transaction. */
  repository: (db: Kysely<Database>) => Repo;
}

export type WithId = { id: number };
export type Findable<Row> = { find(id: number): Found<Row> };

/**
 * `GET /:id`: the row, or a 404 naming the resource. `visibleToVisitors` hides the rows an
 * anonymous caller may not see (an inactive chapter, an unpublished FAQ) behind the same 404.
 */
export function showById<Row>(
  label: string,
  find: (id: number) => Found<Row>,
  visibleToVisitors: (row: Row) => boolean = () => true,
) {
  return async (request: FastifyRequest & { params: { id: number } }) => {
    const row = await find(request.params.id);
    if (!row || (!visibleToVisitors(row) && !isStaffRequest(request))) throw notFound(label);
    return ok(row);
  };
}

/** A page of rows and the total over all pages; `totalExact` is false when counting stopped at a cap. */
export type Page<Row> = { rows: Row[]; total: number; totalExact?: boolean };

/** `GET /` of a paged list: the page the query asks for, its total in `meta` and `X-Total-Count`. */
export function pageFromQuery<Query extends { limit: number; offset: number }, Row>(
  page: (query: Query) => Promise<Page<Row>>,
) {
  return async (request: FastifyRequest & { query: Query }, reply: FastifyReply) => {
    const { limit, offset } = request.query;
    const { rows, total, totalExact } = await page(request.query);
    return paged(reply, rows, { total, limit, offset, totalExact });
  };
}

/** `POST /`: stores the body, answers 201 with the stored row. */
export function createFromBody<Repo, Input, Row extends WithId>(
  resource: AuditedResource<Repo>,
  create: (repo: Repo, input: Input) => Promise<Row>,
) {
  return async (request: FastifyRequest & { body: Input }, reply: FastifyReply) => {
    const row = await audited(
      request,
      (trx) => create(resource.repository(trx), request.body),
      (created) => ({
        action: 'create',
        entity: resource.entity,
        entityId: created.id,
        label: labelOf(created),
      }),
    );
    return reply.code(201).send(ok(row));
  };
}

/**
 * `PUT /:id`: replaces the row with the body, or a 404 naming the resource. The audit entry names
 * the row by `labelled` (its title, name, question…, see labelOf, unless told otherwise).
 */
export function updateFromBody<Repo extends Findable<Row>, Input, Row extends WithId>(
  label: string,
  resource: AuditedResource<Repo>,
  update: (repo: Repo, id: number, input: Input) => Found<Row>,
  labelled: (row: Row) => string | null = labelOf,
) {
  return async (request: FastifyRequest & { params: { id: number }; body: Input }) => {
    const { id } = request.params;
    const outcome = await audited(
      request,
      async (trx) => {
        const repo = resource.repository(trx);
        const before = await repo.find(id);
        const after = before ? await update(repo, id, request.body) : undefined;
        return before && after ? { before, after } : undefined;
      },
      (changed) =>
        changed && {
          action: 'update',
          entity: resource.entity,
          entityId: id,
          label: labelled(changed.after),
          summary: changedFields(changed.before, changed.after),
        },
    );
    if (!outcome) throw notFound(label);
    return ok(outcome.after);
  };
}

/**
 * `PUT /:id` of a message a visitor sent (feedback, a support message): staff change its status
 * (and notes). The audit entry names it by its subject, not by its sender.
 */
export function updateMessageFromBody<
  Repo extends Findable<Row>,
  Input,
  Row extends WithId & { subject: string },
>(
  label: string,
  resource: AuditedResource<Repo>,
  update: (repo: Repo, id: number, input: Input) => Found<Row>,
) {
  return updateFromBody(label, resource, update, (row) => row.subject);
}

/** `PUT /reorder`: stores the new order, answers the whole list in it. */
export function reorderFromBody<Repo, Item extends WithId, Row>(
  resource: AuditedResource<Repo>,
  reorder: (repo: Repo, items: Item[]) => Promise<unknown>,
  list: (repo: Repo) => Promise<Row[]>,
) {
  return async (request: FastifyRequest & { body: { items: Item[] } }) => {
    const { items } = request.body;
    const rows = await audited(
      request,
      async (trx) => {
        const repo = resource.repository(trx);
        await reorder(repo, items);
        return list(repo);
      },
      () => ({
        action: 'reorder',
        entity: resource.entity,
        summary: `new order of ${items.length}: ${items.map((item) => `#${item.id}`).join(', ')}`,
      }),
    );
    return ok(rows);
  };
}

/**
 * `DELETE /:id` of a resource whose repository's `remove` says whether a row was there; the row's
 * name is read first for the entry. Answers the id, or null when there was no such row.
 */
export async function auditedRemove<Repo extends Findable<object>>(
  request: FastifyRequest,
  resource: AuditedResource<Repo>,
  id: number,
  remove: (repo: Repo, id: number) => Promise<boolean>,
) {
  return audited(
    request,
    async (trx) => {
      const repo = resource.repository(trx);
      const before = await repo.find(id);
      return before && (await remove(repo, id)) ? before : undefined;
    },
    (removed) =>
      removed && { action: 'delete', entity: resource.entity, entityId: id, label: labelOf(removed) },
  );
}

/** `PUT /:id` inside a staff scope: the body as its schema says, the row as the response's. */
export function putByIdRoute<Input, Row>(
  staff: ZodScope,
  tags: string[],
  schema: { body: z.ZodType<Input>; response: z.ZodType<Row> },
  handler: (
    request: FastifyRequest & { params: { id: number }; body: Input },
  ) => Promise<{ success: true; data: Row; error: null }>,
) {
  staff.put(
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
    // The body's type is the schema's output (UndefinedToUnknown to the type provider).
    (request) => handler(request as typeof request & { body: Input }),
  );
}

/** `GET /` of a staff list inside a staff scope: its query and item schemas, and the page it reads. */
export function pagedListRoute<Query extends { limit: number; offset: number }, Row>(
  staff: ZodScope,
  tags: string[],
  schema: { description: string; querystring: z.ZodType<Query>; item: z.ZodType<Row> },
  page: (query: Query) => Promise<Page<Row>>,
) {
  staff.get(
    '/',
    {
      schema: {
        tags,
        security: BEARER_SECURITY,
        description: schema.description,
        querystring: schema.querystring,
        response: { 200: pagedEnvelope(schema.item) },
      },
    },
    // The query's type is the schema's output, as for putByIdRoute's body.
    (request, reply) => pageFromQuery(page)(request as typeof request & { query: Query }, reply),
  );
}
