import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/user';
import { seedDemoContent } from '../../server/db/seed/seed';
import { filesUnder, tableFingerprint } from './support/fuzz-fingerprint';
import { type OpenApiDocument, type Operation, methodsByPath, readOperations } from './support/fuzz-openapi';
import { Rng, deriveSeed } from './support/fuzz-prng';
import { type FuzzRequest, invalidRequest, wrongMethodRequest } from './support/fuzz-requests';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * Invalid requests generated from the OpenAPI document, for every operation, as a visitor and as
 * a super admin. Each one must be refused: a 4xx in the envelope, within 5 s, and nothing written
 * to the database or the media folder. The requests come from a seeded generator: a failure prints
 * the seed, the operation and the request, and FUZZ_SEED=<seed> replays the same run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260501);
const PER_OPERATION_AND_CALLER = 20;
const WRONG_METHODS_PER_PATH = 4;
const TIMEOUT_MS = 5000;

let t: TestApp;
let operations: Operation[];
/** Every status seen: the refusals must be of many kinds, not one check answering everything. */
const statuses = new Set<number>();
beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoContent(db)) });
  const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
  operations = readOperations(doc.json() as OpenApiDocument);
});
afterAll(() => t.close());

function describeRequest(request: FuzzRequest, caller: string): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body(${request.payload.length}): ${JSON.stringify(String(request.payload).slice(0, 200))}`;
  return `${caller} ${request.method} ${request.url.slice(0, 200)} [${request.why}] ${JSON.stringify(request.headers)}${payload}`;
}

/** What is wrong with the answer to one request, or null when it is a proper refusal. */
async function send(request: FuzzRequest, caller: Role | null): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS);
  });
  const answer = await Promise.race([
    t.request({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      as: caller,
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
  if (answer === 'timeout') return `no answer within ${TIMEOUT_MS} ms`;
  statuses.add(answer.statusCode);
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
  if (answer.statusCode < 400) return `accepted with ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = answer.json();
  } catch {
    return `answered ${answer.statusCode} without JSON: ${answer.body.slice(0, 200)}`;
  }
  const envelope = body as { success?: unknown; data?: unknown; error?: unknown };
  if (
    envelope.success !== false ||
    envelope.data !== null ||
    typeof envelope.error !== 'string' ||
    !envelope.error
  )
    return `answered ${answer.statusCode} outside the envelope: ${answer.body.slice(0, 200)}`;
  return null;
}

/** The requests for one operation and caller, drawn from their own seeded stream. */
function requestsFor(op: Operation, label: string): FuzzRequest[] {
  const rng = new Rng(deriveSeed(SEED, label));
  const allowed = methodsByPath(operations).get(op.path)!;
  const requests: FuzzRequest[] = [];
  while (requests.length < PER_OPERATION_AND_CALLER) {
    let request: FuzzRequest | undefined;
    for (let attempt = 0; attempt < 10 && !request; attempt += 1) request = invalidRequest(op, rng);
    requests.push(request ?? wrongMethodRequest(op.path, allowed, rng));
  }
  return requests;
}

describe(`fuzzing the API from its OpenAPI document (seed ${SEED})`, () => {
  it('refuses every invalid request without a 5xx, within time, in the envelope, writing nothing', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    const run = async (label: string, caller: Role | null, requests: FuzzRequest[]) => {
      const rows = await tableFingerprint(t.db.kysely);
      const files = filesUnder(t.config.mediaDir).join('\n');
      for (const [i, request] of requests.entries()) {
        const problem = await send(request, caller);
        sent += 1;
        if (problem)
          failures.push(`${problem}\n    seed ${SEED}, ${label} #${i}: ${describeRequest(request, label)}`);
      }
      // Checked per batch (one operation and caller): a write names its batch and its requests.
      if ((await tableFingerprint(t.db.kysely)) !== rows)
        failures.push(
          `rows changed during ${label} (seed ${SEED}):\n${requests.map((r) => `    ${describeRequest(r, label)}`).join('\n')}`,
        );
      if (filesUnder(t.config.mediaDir).join('\n') !== files)
        failures.push(`files written during ${label} (seed ${SEED})`);
    };

    for (const caller of [null, 'super_admin'] as const) {
      const who = caller ?? 'anonymous';
      for (const op of operations) {
        const label = `${who} ${op.method} ${op.path}`;
        await run(label, caller, requestsFor(op, label));
      }
      for (const [path, allowed] of methodsByPath(operations)) {
        const label = `${who} wrong methods on ${path}`;
        const rng = new Rng(deriveSeed(SEED, label));
        const requests = Array.from({ length: WRONG_METHODS_PER_PATH }, () =>
          wrongMethodRequest(path, allowed, rng),
        );
        await run(label, caller, requests);
      }
    }

    expect(sent).toBeGreaterThanOrEqual(2000);
    expect([...statuses]).toEqual(expect.arrayContaining([400, 401, 404, 405, 413, 415]));
    expect(failures.slice(0, 25), `${failures.length} failing requests`).toEqual([]);
  }, 120_000);
});
