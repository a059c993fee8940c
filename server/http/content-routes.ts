import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { envelope, idParams } from '../../contracts/common';
import type { reorderSchema } from '../../contracts/faq';
import {
  type AuditedResource,
  type Found,
  type WithId,
  createFromBody,
  putByIdRoute,
  reorderFromBody,
  showById,
  updateFromBody,
} from './crud-handlers';
import { ok } from './envelope';
import { cachePublicReads } from './read-cache';
import { BEARER_SECURITY, type ZodScope, deleteByIdRoute, registerStaffRoutes } from './route-scopes';

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
