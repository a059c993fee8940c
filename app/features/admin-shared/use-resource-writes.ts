import type { Endpoint } from '@contracts/endpoints/endpoint';
import { useMutation } from '@tanstack/react-query';
import { requestEndpoint, unwrap } from '~/lib/api-client';

type ById = `${string}/:id`;

/** `PUT …/:id` and `DELETE …/:id` of one resource, as contracts/endpoints/ declares them. */
export type ChangeEndpoints<Row, Update> = {
  update: Endpoint<'PUT', ById, Row, Update, undefined>;
  remove: Endpoint<'DELETE', ById, { id: number }, undefined, undefined>;
};

/**
 * A staff screen's create mutation; `onSuccess` reloads what the write changed. Errors carry the
 * server's text.
 */
export function useCreate<Row, Create>(
  endpoint: Endpoint<'POST', string, Row, Create, undefined>,
  onSuccess: () => unknown,
) {
  return useMutation({
    mutationFn: (input: Create) => unwrap(requestEndpoint<Row>(endpoint, { body: input })),
    onSuccess,
  });
}

/** A staff screen's update (`{ id, input }`) and delete (`id`) mutations, reloading on success. */
export function useUpdateAndRemove<Row, Update>(
  endpoints: ChangeEndpoints<Row, Update>,
  onSuccess: () => unknown,
) {
  return {
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: Update }) =>
        unwrap(requestEndpoint<Row>(endpoints.update, { params: { id }, body: input })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        unwrap(requestEndpoint<{ id: number }>(endpoints.remove, { params: { id } })),
      onSuccess,
    }),
  };
}
