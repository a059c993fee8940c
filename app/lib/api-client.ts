import type { ApiEnvelope } from '@contracts/common';
import {
  type CallArgsTuple,
  type Endpoint,
  type LooseArgs,
  type Method,
  type ResponseOf,
  looseUrl,
} from '@contracts/endpoints/endpoint';
import { readSessionToken } from './session-token';

export const NETWORK_ERROR = 'Network error. Please check your connection.';

/**
 * Every call answers the envelope and never throws: a failed network gives the spec's message.
 * A bearer token is added when a stored staff session exists (docs/public-screens.md §7).
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readSessionToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { success: false, data: null, error: NETWORK_ERROR };
  }
  try {
    const parsed = (await response.json()) as ApiEnvelope<T>;
    if (typeof parsed === 'object' && parsed !== null && 'success' in parsed) return parsed;
  } catch {
    // Not JSON: a proxy error page or a cut connection.
  }
  return {
    success: false,
    data: null,
    error: response.ok ? NETWORK_ERROR : `Request failed (${response.status})`,
  };
}

/**
 * Calls an endpoint declared in contracts/endpoints/: the path's params, the query and the body are
 * checked against the declaration, and the envelope carries its response type.
 */
export function callApi<E extends Endpoint>(endpoint: E, ...[args]: CallArgsTuple<E>) {
  return requestEndpoint<ResponseOf<E>>(endpoint, args as LooseArgs | undefined);
}

/** `callApi` for TanStack Query: the data, or an Error carrying the server's message. */
export function fetchApi<E extends Endpoint>(endpoint: E, ...args: CallArgsTuple<E>) {
  return unwrap(callApi(endpoint, ...args));
}

/** `callApi` for helpers generic over the endpoint, which state the types themselves. */
export function requestEndpoint<T>(endpoint: Endpoint, args: LooseArgs = {}) {
  return apiRequest<T>(endpoint.method, looseUrl(endpoint, args), args.body);
}

/** For TanStack Query: the data, or an Error carrying the server's message. */
export async function unwrap<T>(request: Promise<ApiEnvelope<T>>): Promise<T> {
  const result = await request;
  if (!result.success) throw new Error(result.error);
  return result.data;
}
