import type { z } from 'zod';

/**
 * One API endpoint as the app calls it: its method and path template (`/api/fighters/:id`, the
 * server's own syntax), and the types of what it takes and answers. Only the method and the path
 * exist at run time; the types come from the contract schemas through `import type`, so a public
 * page that calls an endpoint loads neither zod nor the schemas (docs/decisions/0048-typed-api-client.md).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Res = unknown,
  Body = unknown,
  Query = unknown,
> {
  readonly method: M;
  readonly path: P;
  /** Types only: never set at run time. */
  readonly types?: { response: Res; body: Body; query: Query };
}

/** A zod schema stands for what it parses to (response) or accepts (body); any other type for itself. */
type Output<T> = T extends z.ZodType ? z.output<T> : T;
type Input<T> = T extends z.ZodType ? z.input<T> : T;
/** The query string's names come from the list's query schema; values are sent as text. */
type QueryOf<T> = { [K in keyof Input<T>]?: string | number | boolean };

type Shape = { response: unknown; body?: unknown; query?: unknown };
type BodyOf<S extends Shape> = S extends { body: infer B } ? Input<B> : undefined;
type QueryOfShape<S extends Shape> = S extends { query: infer Q } ? QueryOf<Q> : undefined;

/**
 * `endpoint<{ body: typeof fighterInputSchema; response: typeof fighterSchema }>()('PUT', '/api/fighters/:id')`.
 * Two calls because TypeScript cannot infer the path while the shape is given by hand.
 */
export function endpoint<S extends Shape>() {
  return <M extends Method, P extends string>(
    method: M,
    path: P,
  ): Endpoint<M, P, Output<S['response']>, BodyOf<S>, QueryOfShape<S>> => ({ method, path });
}

/** `/api/users/:id/x/:entryId` → `{ id; entryId }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

type ParamsArg<P extends string> = keyof PathParams<P> extends never
  ? { params?: undefined }
  : { params: PathParams<P> };
type BodyArg<B> = [B] extends [undefined] ? { body?: undefined } : { body: B };
type QueryArg<Q> = [Q] extends [undefined] ? { query?: undefined } : { query?: Q };

/** What a call of `E` takes: its path's params, its body, its query. */
export type CallArgs<E> =
  E extends Endpoint<Method, infer P, unknown, infer B, infer Q>
    ? ParamsArg<P> & BodyArg<B> & QueryArg<Q>
    : never;
export type ResponseOf<E> = E extends Endpoint<Method, string, infer R, unknown, unknown> ? R : never;
/** The arguments are optional when nothing in them is required. */
export type CallArgsTuple<E> =
  Record<never, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

type QueryValues = Record<string, string | number | boolean | undefined>;
/** The arguments with their types forgotten, for helpers generic over the endpoint. */
export type LooseArgs = { params?: Record<string, string | number>; query?: QueryValues; body?: unknown };

/** Builds `?a=1&b=2` from the defined values only. */
export function queryString(params: QueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const paramPattern = /:([A-Za-z]+)/g;

/** The address a call goes to: the template's params filled in (encoded), then the query. */
export function endpointUrl<E extends Endpoint>(endpoint: E, ...[args]: CallArgsTuple<E>): string {
  return looseUrl(endpoint, args as LooseArgs | undefined);
}

export function looseUrl(endpoint: Endpoint, { params, query }: LooseArgs = {}): string {
  const path = endpoint.path.replace(paramPattern, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  return path + (query ? queryString(query) : '');
}

/**
 * A query key from the endpoint: the path's segments after /api, params filled in, so
 * `/api/fighters/:id` of 3 is ['fighters', 3] and invalidating ['fighters'] clears it.
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  params?: Partial<Record<string, string | number>>,
): readonly (string | number)[] {
  return endpoint.path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (params?.[segment.slice(1)] ?? segment) : segment));
}

/** The resource an endpoint belongs to: its first path segment under /api (`fighters`). */
export type ResourceOf<E> =
  E extends Endpoint<Method, infer P>
    ? P extends `/api/${infer R}/${string}`
      ? R
      : P extends `/api/${infer R}`
        ? R
        : never
    : never;
