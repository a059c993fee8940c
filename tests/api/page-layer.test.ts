import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureProductionBuild } from './support/production-build';
import { type ServerProcess, startServer } from '../support/server-process';

let server: ServerProcess;
beforeAll(async () => {
  await ensureProductionBuild();
  server = await startServer({ LOG_LEVEL: 'error' });
});
afterAll(() => server?.kill());

/** A raw request (fetch refuses TRACE and forged Host headers), read to the end. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${server.baseUrl}${path}`, { method, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the page layer', () => {
  it('answers TRACE with 405 and Allow at once, however many arrive', async () => {
    // Each of these used to hold its socket until the request timeout.
    const answers = await Promise.all(Array.from({ length: 50 }, () => raw('TRACE', '/')));
    for (const answer of answers) {
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
    }
  });

  it('answers the other methods pages do not support with 405 too', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await raw(method, '/fighters');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(answer.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('lets POST reach React Router, which refuses it on a route without an action', async () => {
    const answer = await raw('POST', '/fighters', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('keeps the API answering its own 404 for unknown methods and paths', async () => {
    const answer = await raw('PUT', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).success).toBe(false);
  });

  it('answers a plain 500 page, and logs it, when rendering fails outside React', async () => {
    // A Host header no URL can be built from fails before any route code runs.
    const answer = await raw('GET', '/fighters?late-error', { host: '[not-a-host' });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toContain('Something went wrong');
    expect(answer.body).not.toMatch(/<script/);
    // The log arrives through a pipe, maybe after the answer: give it a moment.
    for (let i = 0; i < 50 && !server.output().includes('page rendering failed'); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.output()).toContain('page rendering failed');
    // The server is still fine afterwards.
    expect((await raw('GET', '/api/health')).status).toBe(200);
  });
});
