import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRequest } from '../auth/guards';
import { ok } from './envelope';
import { notFound } from './errors';

/**
 * The handlers of the plain content resources (chapters, FAQs, game modes, fighters), which read,
 * create and update their rows the same way. Each route still declares its own schema where it is
 * registered, so what a route accepts and answers reads at the route; these only say what it does.
 */

type Found<Row> = Promise<Row | null | undefined>;

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
export function createFromBody<Input, Row>(create: (input: Input) => Promise<Row>) {
  return async (request: { body: Input }, reply: FastifyReply) =>
    reply.code(201).send(ok(await create(request.body)));
}

/** `PUT /:id`: replaces the row with the body, or a 404 naming the resource. */
export function updateFromBody<Input, Row>(label: string, update: (id: number, input: Input) => Found<Row>) {
  return async (request: { params: { id: number }; body: Input }) => {
    const row = await update(request.params.id, request.body);
    if (!row) throw notFound(label);
    return ok(row);
  };
}

/** `PUT /reorder`: stores the new order, answers the whole list in it. */
export function reorderFromBody<Item, Row>(
  reorder: (items: Item[]) => Promise<unknown>,
  list: () => Promise<Row[]>,
) {
  return async (request: { body: { items: Item[] } }) => {
    await reorder(request.body.items);
    return ok(await list());
  };
}
