import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-postgres';
import { type ServerProcess, freePort, startServer, tempDir } from '../support/server-process';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { type Outcome, request, runLoops } from '../support/traffic';

/**
 * PostgreSQL restarts (maintenance, failover) must not end the app: while the database is away the
 * API answers 503 with Retry-After at once, pages show the "temporarily unavailable" page, the
 * health check says the database is down; once it is back, every request succeeds again without a
 * restart of the app. The database is a PostgreSQL server of the test's own, really stopped.
 * Mail is on (a real SMTP server), so the outbox worker polls the database through the outage too.
 */
const OUTAGE_MS = 10_000;
const ANSWER_WITHIN_MS = 2_000;
const RECOVER_WITHIN_MS = 2_000;

let postgres: PrivatePostgres;
let server: ServerProcess;
let smtp: SmtpSink;
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

beforeAll(async () => {
  postgres = startPrivatePostgres(await freePort());
  smtp = await startSmtpSink();
  server = await startServer({
    DATABASE_URL: postgres.url,
    MEDIA_DIR: tempDir('bm-res-media-'),
    SMTP_URL: smtp.url,
  });
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await server?.kill();
  await smtp?.close();
  postgres?.destroy();
});

let emailCounter = 0;
const probes = [
  () => request(agent, server.baseUrl, 'GET', '/api/fighters'),
  () => request(agent, server.baseUrl, 'GET', '/api/health'),
  () => request(agent, server.baseUrl, 'GET', '/fighters'),
  () => request(agent, server.baseUrl, 'GET', '/api/faqs'),
  () =>
    request(agent, server.baseUrl, 'POST', '/api/subscribers', {
      email: `outage-${process.pid}-${emailCounter++}@test.example`,
    }),
];

/** Light traffic: a few loops, each sending the next probe once the previous one answered. */
async function traffic(durationMs: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const end = Date.now() + durationMs;
  await runLoops(
    3,
    async (worker, i) => {
      outcomes.push(await probes[(worker + i) % probes.length]!());
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    () => Date.now() > end,
  );
  return outcomes;
}

/** Polls every probe until all of them succeed; returns how long that took. */
async function timeToFullRecovery(limitMs: number) {
  const started = Date.now();
  while (Date.now() - started < limitMs + 5_000) {
    const answers = await Promise.all(probes.map((probe) => probe()));
    if (answers.every((a) => a.status >= 200 && a.status < 300)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

/** A read may still come from the short read or page cache; anything else must be a prompt 503. */
function expectServedOrUnavailable(o: Outcome) {
  if (o.method === 'GET' && o.status === 200 && o.path !== '/api/health') return;
  expectUnavailableAnswer(o);
}

function expectUnavailableAnswer(o: Outcome) {
  expect(o.status, `${o.method} ${o.path} during the outage: ${o.body.slice(0, 200)}`).toBe(503);
  expect(o.ms, `${o.method} ${o.path} took ${o.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
  expect(o.retryAfter, `${o.path} Retry-After`).toMatch(/^\d+$/);
  if (o.path.startsWith('/api')) {
    const body = JSON.parse(o.body) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/unavailable|unreachable/i);
  } else {
    expect(o.body).toContain('Temporarily unavailable');
  }
}

describe('a PostgreSQL outage', () => {
  it('under light traffic: 503s while it is down, every request succeeds within 2 s of its return', async () => {
    const before = await traffic(1_500);
    expect(before.filter((o) => o.status >= 300)).toEqual([]);

    const during = traffic(OUTAGE_MS);
    await new Promise((resolve) => setTimeout(resolve, 300));
    postgres.stop('fast');
    const stoppedAt = Date.now();
    const outcomes = await during;
    expect(server.isRunning(), server.output()).toBe(true);

    // Requests sent once the server was down: each answered, at once, with 503.
    const afterStop = outcomes.filter((o) => o.at - o.ms > stoppedAt + 200);
    expect(afterStop.length).toBeGreaterThan(20);
    for (const o of afterStop) expectServedOrUnavailable(o);
    // Once the caches' few seconds are over, every kind of request has met the outage.
    for (const path of ['/api/fighters', '/api/health', '/fighters', '/api/subscribers'])
      expect(afterStop.filter((o) => o.path === path && o.status === 503).length, path).toBeGreaterThan(0);

    postgres.start();
    expect(await timeToFullRecovery(RECOVER_WITHIN_MS)).toBeLessThanOrEqual(RECOVER_WITHIN_MS);
    const after = await traffic(1_500);
    expect(after.filter((o) => o.status >= 300)).toEqual([]);
  }, 60_000);

  it('while idle: the process survives, the health check reports the database down, then recovers', async () => {
    postgres.stop('immediate');
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    expect(server.isRunning(), server.output()).toBe(true);
    const health = await request(agent, server.baseUrl, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({
      success: false,
      error: expect.stringMatching(/database/i),
    });
    const page = await request(agent, server.baseUrl, 'GET', '/fighter/1');
    expectUnavailableAnswer(page);

    postgres.start();
    expect(await timeToFullRecovery(RECOVER_WITHIN_MS)).toBeLessThanOrEqual(RECOVER_WITHIN_MS);
    expect(server.isRunning()).toBe(true);

    // The mail worker came back with the database: a sign-up made now is mailed.
    const email = `after-outage-${process.pid}@test.example`;
    await request(agent, server.baseUrl, 'POST', '/api/subscribers', { email });
    await smtp.waitFor(() => smtp.to(email).length === 1, 30_000);
  }, 90_000);
});
