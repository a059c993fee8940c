import http from 'node:http';
import https from 'node:https';

export type Outcome = {
  path: string;
  method: string;
  status: number;
  ms: number;
  at: number;
  body: string;
  retryAfter?: string;
};

/** What visitors read most: the pages and API lists a load of visitors asks for. */
export const VISITOR_READS = [
  '/',
  '/fighters',
  '/fighter/3',
  '/dev-diary',
  '/api/fighters',
  '/api/faqs',
  '/api/dev-diaries',
  '/api/game-modes',
];

/** One request over keep-alive sockets; a network failure or a hang counts as status 0. */
export function request(
  agent: http.Agent,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  { timeoutMs = 10_000, headers = {} as Record<string, string> } = {},
): Promise<Outcome> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const done = (status: number, text: string, retryAfter?: string) =>
      resolve({
        path,
        method,
        status,
        ms: performance.now() - started,
        at: Date.now(),
        body: text,
        retryAfter,
      });
    // An https.Agent for an https address (the deployed topology's TLS proxy).
    const req = (baseUrl.startsWith('https:') ? https : http).request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          accept: path.startsWith('/api') ? 'application/json' : 'text/html',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done(
            res.statusCode ?? 0,
            Buffer.concat(chunks).toString('utf8'),
            res.headers['retry-after'] as string | undefined,
          ),
        );
        res.on('error', () => done(0, 'response error'));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      done(0, 'timeout');
    });
    req.on('error', (error) => done(0, error.message));
    if (payload) req.write(payload);
    req.end();
  });
}

/**
 * The outcome without its body unless it failed: a load run keeps every outcome, and a hundred
 * thousand page bodies would fill the test process's heap.
 */
export const withoutBodyUnlessFailed = (outcome: Outcome): Outcome =>
  outcome.status >= 200 && outcome.status < 300 ? { ...outcome, body: '' } : outcome;

/** A small seeded PRNG (mulberry32): the same seed gives the same traffic. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `workers` loops of `step` until `stop()` says so; each loop waits for its own answer. */
export async function runLoops(
  workers: number,
  step: (worker: number, i: number) => Promise<void>,
  stop: () => boolean,
) {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !stop(); i++) await step(worker, i);
    }),
  );
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
