import type Autocannon from 'autocannon';
import { autocannon } from './autocannon';

export interface LoadResult {
  rps: number;
  /** Requests answered in the whole run. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon on one URL; returns the average req/s and latency percentiles. */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return summary(result);
}

export function summary(result: Autocannon.Result): LoadResult {
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
