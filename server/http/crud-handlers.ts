import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditEntity } from '../../contracts/audit-log';
import { audited } from '../audit/audited';
import { changedFields, labelOf } from '../audit/changes';
import type { Database } from '../db/schema';
import { ok } from './envelope';
import { notFound } from '../core/errors';

/**
 * The handlers of the plain content resources (chapters, FAQs, game modes, fighters), which read,
 * create and update their rows the same way; the route builders that declare them with their
 * schemas are in resource-routes.ts. Every write is audited: the handler builds the repository on
 * the write's transaction.
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

/** `GET /:id`: the row, or a 404 naming the resource (a visitor's view is its declaration's). */
export function showById<Row>(label: string, find: (id: number) => Found<Row>) {
  return async (request: FastifyRequest & { params: { id: number } }) => {
    const row = await find(request.params.id);
    if (!row) throw notFound(label);
    return ok(row);
  };
}

/** A page of rows and the total over all pages; `totalExact` is false when counting stopped at a cap. */
export type Page<Row> = { rows: Row[]; total: number; totalExact?: boolean };

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
