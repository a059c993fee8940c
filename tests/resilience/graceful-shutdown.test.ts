import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/server-process';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Outcome, VISITOR_READS, request, runLoops, withoutBodyUnlessFailed } from '../support/traffic';

/**
 * SIGTERM with SHUTDOWN_DRAIN: the server says it is not ready at once, keeps answering for the
 * drain (a load balancer stops sending meanwhile), then closes and exits 0.
 */
let server: ServerProcess | undefined;
const agent = new http.Agent({ keepAlive: false });
const loadAgent = new http.Agent({ keepAlive: true, maxSockets: 200 });
afterAll(async () => {
  agent.destroy();
  loadAgent.destroy();
  await server?.kill('SIGKILL');
});

it('is not ready from SIGTERM on, answers through the drain, then exits 0', async () => {
  server = await startServer({ SHUTDOWN_DRAIN: '2', SHUTDOWN_TIMEOUT: '5' });
  const get = (path: string) => request(agent, server!.baseUrl, 'GET', path);
  expect((await get('/api/ready')).status).toBe(200);

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  let ready = await get('/api/ready');
  while (ready.status === 200 && Date.now() - signalled < 1_000) ready = await get('/api/ready');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body).error).toBe('Not ready: server (shutting down)');
  // Still serving: the drain is for the requests already on their way.
  expect((await get('/api/fighters')).status).toBe(200);
  expect((await get('/api/health')).status).toBe(200);

  expect(await server.exited).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
});

it('answers every request of a 200-connection load sent until the balancer stops, then exits 0 in time', async () => {
  const drainSeconds = 2;
  const timeoutSeconds = 5;
  server = await startServer({
    SHUTDOWN_DRAIN: String(drainSeconds),
    SHUTDOWN_TIMEOUT: String(timeoutSeconds),
  });
  const outcomes: Outcome[] = [];
  let stopped = false;
  const load = runLoops(
    200,
    async (worker, i) => {
      const path = VISITOR_READS[(worker + i) % VISITOR_READS.length]!;
      outcomes.push(withoutBodyUnlessFailed(await request(loadAgent, server!.baseUrl, 'GET', path)));
    },
    () => stopped,
  );
  await sleep(1_500);
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  // A balancer probing /api/ready every few hundred ms stops sending within the drain.
  await sleep((drainSeconds * 1000) / 2);
  stopped = true;
  await load;

  const failed = outcomes.filter((outcome) => outcome.status !== 200);
  expect(failed.slice(0, 5), `${failed.length} of ${outcomes.length} failed`).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.at > signalled).length).toBeGreaterThan(200);
  expect(await server.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan((drainSeconds + timeoutSeconds) * 1000);
});
