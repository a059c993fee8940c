import type { z } from 'zod';
import { envelope, idParams } from '../../contracts/common';
import {
  type AuditedResource,
  type Findable,
  type Found,
  type WithId,
  showById,
  updateMessageFromBody,
} from './crud-handlers';
import { pagedListRoute, putByIdRoute } from './resource-routes';
import { BEARER_SECURITY, type ZodScope } from './route-scopes';

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
  const find = resource.repository(staff.db);

  pagedListRoute(
    staff,
    tags,
    {
      description:
        `One page of ${spec.plural}, newest first unless \`order\` says otherwise. \`meta.total\` ` +
        '(and the `X-Total-Count` header) is the number matching the filters over all pages.',
      querystring: list.querystring,
      item: list.response,
    },
    (query) => list.page(query),
  );

  staff.get(
    '/:id',
    {
      schema: {
        tags,
        security: BEARER_SECURITY,
        params: idParams,
        response: { 200: envelope(spec.show.response) },
      },
    },
    showById(label, (id) => find.find(id)),
  );

  const update = updateMessageFromBody(label, resource, spec.update.write);
  putByIdRoute(staff, tags, spec.update, update);
}
