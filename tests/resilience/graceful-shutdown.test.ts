import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/server-process';
import { request } from '../support/traffic';

/**
 * SIGTERM with SHUTDOWN_DRAIN: the server says it is not ready at once, keeps answering for the
 * drain (a load balancer stops sending meanwhile), then closes and exits 0.
 */
let server: ServerProcess | undefined;
const agent = new http.Agent({ keepAlive: false });
afterAll(async () => {
  agent.destroy();
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
