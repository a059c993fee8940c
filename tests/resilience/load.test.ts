import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, freshDatabase } from '../support/databases';
import { startServer, tempDir } from '../support/server-process';
import {
  type Outcome,
  percentile,
  prng,
  request,
  runLoops,
  VISITOR_READS,
  withoutBodyUnlessFailed,
} from '../support/traffic';

/**
 * 200 connections, all opened at once the moment a freshly started server says it is ready, then
 * 30 s of what visitors do: mostly reading pages and the API, one request in five a public write.
 * Nothing may fail (no 5xx, no 4xx, no dropped connection), every request is answered within
 * 2 s (the first one on each connection included: docs/decisions/0022-fair-turns.md), and every
 * write the server acknowledged must be stored. A failure lists the slowest requests with the
 * moment each was sent.
 */
const CONNECTIONS = Number(process.env.RESILIENCE_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 30);
/** The longest a visitor may wait for any answer while the server is up. */
const SLOWEST_ALLOWED_MS = 2_000;
/** An answer slower than this counts as unanswered (status 0). */
const timeoutMs = 30_000;

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(engines)('load on %s', (kind) => {
  it(`${CONNECTIONS} connections for ${SECONDS} s of mixed reads and public writes: no errors, none over 2 s, no lost write`, async () => {
    const database = await freshDatabase(kind);
    cleanups.push(() => database.drop());
    const server = await startServer({ DATABASE_URL: database.url, MEDIA_DIR: tempDir('bm-res-media-') });
    cleanups.push(() => server.kill());
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const random = prng(7);
    const outcomes: Outcome[] = [];
    const acknowledged = new Set<string>();
    const started = Date.now();
    const end = started + SECONDS * 1000;

    await runLoops(
      CONNECTIONS,
      async (worker, i) => {
        if (random() < 0.2) {
          const email = `load-${worker}-${i}@test.example`;
          const answer = await request(
            agent,
            server.baseUrl,
            'POST',
            '/api/subscribers',
            { email },
            { timeoutMs },
          );
          outcomes.push(withoutBodyUnlessFailed(answer));
          if (answer.status >= 200 && answer.status < 300) acknowledged.add(email);
        } else {
          const path = VISITOR_READS[Math.floor(random() * VISITOR_READS.length)]!;
          const answer = await request(agent, server.baseUrl, 'GET', path, undefined, { timeoutMs });
          outcomes.push(withoutBodyUnlessFailed(answer));
        }
      },
      () => Date.now() > end,
    );
    agent.destroy();

    const failures = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    const ms = outcomes.map((o) => o.ms);
    const slowest = [...outcomes].sort((a, b) => b.ms - a.ms);
    console.log(
      `${kind}: ${outcomes.length} requests in ${SECONDS} s (${Math.round(outcomes.length / SECONDS)} req/s), ` +
        `p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, ` +
        `max ${slowest[0]!.ms.toFixed(0)} ms, ` +
        `${failures.length} failed, ${acknowledged.size} writes acknowledged`,
    );
    const described = (o: Outcome) =>
      `${o.method} ${o.path} sent at +${Math.round(o.at - o.ms - started)} ms: ${o.status || 'unanswered'} after ${o.ms.toFixed(0)} ms`;
    expect(failures.slice(0, 5).map((o) => `${described(o)} ${o.body.slice(0, 120)}`)).toEqual([]);
    expect(
      slowest.filter((o) => o.ms > SLOWEST_ALLOWED_MS).length,
      `requests slower than ${SLOWEST_ALLOWED_MS} ms; the slowest:\n${slowest.slice(0, 10).map(described).join('\n')}`,
    ).toBe(0);
    expect(server.isRunning()).toBe(true);

    const db = database.open();
    try {
      const stored = new Set(
        (
          await db.kysely.selectFrom('subscribers').select('email').where('email', 'like', 'load-%').execute()
        ).map((r) => r.email),
      );
      expect([...acknowledged].filter((email) => !stored.has(email))).toEqual([]);
      expect(acknowledged.size).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 180_000);
});
