import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditEntity } from '../../contracts/audit-log';
import { envelope, idParams } from '../../contracts/common';
import { pagedEnvelope } from '../../contracts/paging';
import type { reorderSchema } from '../../contracts/faq';
import { audited } from '../audit/audited';
import { changedFields, labelOf } from '../audit/changes';
import { isStaffRequest } from '../auth/guards';
import type { Database } from '../db/schema';
import { ok, paged } from './envelope';
import { notFound } from './errors';
import { cachePublicReads } from './read-cache';
import { BEARER_SECURITY, type ZodScope, deleteByIdRoute, registerStaffRoutes } from './route-scopes';

/**
 * The handlers of the plain content resources (chapters, FAQs, game modes, fighters), which read,
 * create and update their rows the same way. Each route still declares its own schema where it is
 * registered, so what a route accepts and answers reads at the route; these only say what it does.
 * Every write is audited: the handler builds the repository on the write's transaction.
 */

type Found<Row> = Promise<Row | null | undefined>;

/** How a resource is written and named in the audit log. */
export interface AuditedResource<Repo> {
  entity: AuditEntity;
  /** The repository on a connection or on the write's transaction. */
  repository: (db: Kysely<Database>) => Repo;
}

type WithId = { id: number };
type Findable<Row> = { find(id: number): Found<Row> };

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
function putByIdRoute<Input, Row>(
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

/** What a content resource's repository does (chapters, FAQs, game modes, fighters). */
interface ContentRepository<Row, Input, Filter> {
  list(filter: Filter): Promise<Row[]>;
  find(id: number): Found<Row>;
  create(input: Input): Promise<Row>;
  update(id: number, input: Input): Found<Row>;
  remove(id: number): Promise<boolean>;
  reorder?(items: z.infer<typeof reorderSchema>['items']): Promise<unknown>;
}

/**
 * A content resource: what a visitor reads, cached (`cache` names its read cache), and what staff
 * write, audited. Every route's schemas are given here, where the resource is declared.
 */
export interface ContentResource<Row extends WithId, Input, Query, Filter, Repo> {
  tags: string[];
  /** The resource as a 404 names it: "Chapter". */
  label: string;
  cache: string;
  resource: AuditedResource<Repo>;
  /** `GET /`: the list; `read` answers it for the query (visitors may see less than staff). */
  list: {
    querystring: z.ZodType<Query>;
    response: z.ZodType<Row[]>;
    read: (repo: Repo, query: Query, request: FastifyRequest) => Promise<Row[]>;
  };
  /** `GET /:id`; rows a visitor may not see answer the same 404 (see showById). */
  show: { response: z.ZodType<Row>; visibleToVisitors?: (row: Row) => boolean };
  /** Sets the headers of both reads (a cache policy of the resource's own). */
  readHeaders?: (request: FastifyRequest, reply: FastifyReply) => void;
  /** Routes of the same scope declared after the reads (they share the read cache). */
  nested?: (app: ZodScope) => Promise<void>;
  /** Staff: `POST /` (201), `PUT /reorder` when given, `PUT /:id`, and `DELETE /:id`. */
  create: { body: z.ZodType<Input>; response: z.ZodType<Row> };
  reorder?: { body: typeof reorderSchema; response: z.ZodType<Row[]>; list: Filter };
  update: { body: z.ZodType<Input>; response: z.ZodType<Row> };
}

/**
 * Declares the routes of a content resource whose routes differ only in names and schemas: the
 * two public reads, then the staff writes behind their scope (registerStaffRoutes).
 */
export async function contentRoutes<
  Row extends WithId,
  Input,
  Query,
  Filter,
  Repo extends ContentRepository<Row, Input, Filter>,
>(app: ZodScope, spec: ContentResource<Row, Input, Query, Filter, Repo>) {
  const { tags, label, resource, readHeaders } = spec;
  cachePublicReads(app, spec.cache);
  const repo = resource.repository(app.db);

  app.get(
    '/',
    {
      config: { cacheRead: true },
      schema: { tags, querystring: spec.list.querystring, response: { 200: envelope(spec.list.response) } },
    },
    async (request, reply) => {
      const rows = await spec.list.read(repo, request.query as Query, request);
      readHeaders?.(request, reply);
      return ok(rows);
    },
  );

  const show = showById(label, (id) => repo.find(id), spec.show.visibleToVisitors);
  app.get(
    '/:id',
    {
      config: { cacheRead: true },
      schema: { tags, params: idParams, response: { 200: envelope(spec.show.response) } },
    },
    async (request, reply) => {
      const answer = await show(request);
      readHeaders?.(request, reply);
      return answer;
    },
  );

  await spec.nested?.(app);

  // The body's type is the schema's output (UndefinedToUnknown to the type provider).
  const create = createFromBody(resource, (repo, input: Input) => repo.create(input));
  const update = updateFromBody(label, resource, (repo, id, input: Input) => repo.update(id, input));
  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.post(
      '/',
      {
        schema: { tags, security, body: spec.create.body, response: { 201: envelope(spec.create.response) } },
      },
      (request, reply) => create(request as typeof request & { body: Input }, reply),
    );

    // Declared before '/:id'; the router prefers the static path, so "reorder" is never an id.
    const { reorder } = spec;
    if (reorder)
      staff.put(
        '/reorder',
        { schema: { tags, security, body: reorder.body, response: { 200: envelope(reorder.response) } } },
        reorderFromBody(
          resource,
          (repo, items: z.infer<typeof reorderSchema>['items']) => repo.reorder!(items),
          (repo) => repo.list(reorder.list),
        ),
      );

    putByIdRoute(staff, tags, spec.update, update);

    deleteByIdRoute(staff, { tags, label, resource });
  });
}

/**
 * The staff side of what visitors send (feedback, support messages): `GET /` one page of them,
 * newest first unless `order` says otherwise, `GET /:id`, and `PUT /:id` (its status, see
 * updateMessageFromBody). Declared inside a staff scope; each route's schemas are given here.
 */
export function messageRoutes<
  Row extends WithId & { subject: string },
  Query extends { limit: number; offset: number },
  Input,
  Repo extends Findable<Row>,
>(
  staff: ZodScope,
  spec: {
    tags: string[];
    /** The resource as a 404 names it: "Feedback". */
    label: string;
    /** What one page lists, for its description: "feedback". */
    plural: string;
    resource: AuditedResource<Repo>;
    list: {
      querystring: z.ZodType<Query>;
      response: z.ZodType<Row>;
      page: (query: Query) => Promise<{ rows: Row[]; total: number }>;
    };
    show: { response: z.ZodType<Row> };
    update: {
      body: z.ZodType<Input>;
      response: z.ZodType<Row>;
      write: (repo: Repo, id: number, input: Input) => Found<Row>;
    };
  },
) {
  const { tags, label, resource, list } = spec;
  const security = BEARER_SECURITY;
  const find = resource.repository(staff.db);

  staff.get(
    '/',
    {
      schema: {
        tags,
        security,
        description:
          `One page of ${spec.plural}, newest first unless \`order\` says otherwise. \`meta.total\` ` +
          '(and the `X-Total-Count` header) is the number matching the filters over all pages.',
        querystring: list.querystring,
        response: { 200: pagedEnvelope(list.response) },
      },
    },
    async (request, reply) => {
      const query = request.query as Query;
      const { rows, total } = await list.page(query);
      return paged(reply, rows, { total, limit: query.limit, offset: query.offset });
    },
  );

  staff.get(
    '/:id',
    { schema: { tags, security, params: idParams, response: { 200: envelope(spec.show.response) } } },
    showById(label, (id) => find.find(id)),
  );

  const update = updateMessageFromBody(label, resource, spec.update.write);
  putByIdRoute(staff, tags, spec.update, update);
}
