import type { FastifyRequest } from 'fastify';
import { envelope, idParams } from '../../contracts/common';
import type { MessageRepository, MessageResource } from '../resources/define-message-resource';
import { showById, updateMessageFromBody } from './crud-handlers';
import { deleteByIdRoute, pagedListRoute, putByIdRoute } from './resource-routes';
import { BEARER_SECURITY, type ZodScope } from './route-scopes';

/** What the HTTP side adds to a message resource's declaration (feedback's attachment files). */
export interface MessageRouteExtras<Removed> {
  /** After a delete's commit, with what the repository's `remove` answered. */
  afterDelete?: (removed: NonNullable<Removed>, request: FastifyRequest) => Promise<void>;
}

/**
 * The staff side of what visitors send, derived from its declaration (server/resources/): `GET /`
 * one page of them, newest first unless `order` says otherwise, `GET /:id`, `PUT /:id` (its status,
 * see updateMessageFromBody) and the audited `DELETE /:id`. Declared inside a staff scope.
 */
export function messageRoutes<
  Row extends { id: number; subject: string },
  Query extends { limit: number; offset: number },
  Input,
  Repo extends MessageRepository<Row, Query>,
>(
  staff: ZodScope,
  resource: MessageResource<Row, Query, Input, Repo>,
  extras: MessageRouteExtras<Awaited<ReturnType<Repo['remove']>>> = {},
) {
  const { tags, label, schemas } = resource;
  const audit = { entity: resource.entity, repository: resource.repository };
  const messages = resource.repository(staff.db);

  pagedListRoute(
    staff,
    tags,
    {
      description:
        `One page of ${resource.plural}, newest first unless \`order\` says otherwise. \`meta.total\` ` +
        '(and the `X-Total-Count` header) is the number matching the filters over all pages.',
      querystring: schemas.listQuery,
      item: schemas.row,
    },
    (query) => messages.page(query),
  );

  staff.get(
    '/:id',
    {
      schema: { tags, security: BEARER_SECURITY, params: idParams, response: { 200: envelope(schemas.row) } },
    },
    showById(label, (id) => messages.find(id)),
  );

  const update = updateMessageFromBody(label, audit, resource.update);
  putByIdRoute(staff, tags, { body: schemas.update, response: schemas.row }, update);

  deleteByIdRoute(staff, {
    tags,
    label,
    resource: audit,
    labelled: resource.labelDeleted,
    afterCommit: extras.afterDelete,
  });
}
