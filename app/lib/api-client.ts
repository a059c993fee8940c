import type { ApiEnvelope } from '@contracts/common';
import { readSessionToken } from './session-token';

export const NETWORK_ERROR = 'Network error. Please check your connection.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** For TanStack Query: the data, or an Error carrying the server's message. */
export async function unwrap<T>(request: Promise<ApiEnvelope<T>>): Promise<T> {
  const result = await request;
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** Builds `?a=1&b=2` from the defined values only. */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
