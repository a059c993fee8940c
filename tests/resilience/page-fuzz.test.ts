import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/server-process';
import { type Outcome, prng, request } from '../support/traffic';

/**
 * The page layer over a real socket, with what scanners send: unsupported methods, broken
 * percent-encoding, NUL bytes, traversal attempts, huge and junk query strings. Every request is
 * answered at once and none with a 5xx; a method pages do not support answers 405 with Allow.
 */
let server: ServerProcess;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  agent.destroy();
  await server?.kill();
});

const pages = [
  '/',
  '/fighters',
  '/fighter/1',
  '/fighter/2147483648',
  '/dev-diary',
  '/support',
  '/blood-message',
  '/admin',
];
const unsupported = ['TRACE', 'PROPFIND', 'PUT', 'PATCH', 'DELETE', 'MKCOL', 'LOCK'];
const hostilePaths = [
  '/%00',
  '/fighter/%00',
  '/fighter/1%00',
  '/%E0%A4%A',
  '/dev-diary/%ff%fe',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/media/..%2f..%2fpackage.json',
  '/media/feedback/..%2fx',
  '/fighter/-1',
  '/fighter/1e309',
  '/fighter/9007199254740993',
  `/fighters?${'q=1&'.repeat(500)}`,
  `/dev-diary?tag=${'%27%20OR%201%3D1--'.repeat(20)}`,
  `/${'a'.repeat(6000)}`,
  '/?<script>alert(1)</script>',
  '/assets/..%2f..%2fserver%2fconfig.ts',
];

const withinLimits = (o: Outcome) => {
  expect(o.status, `${o.method} ${o.path}: ${o.body.slice(0, 160)}`).toBeGreaterThan(0);
  expect(o.status, `${o.method} ${o.path}: ${o.body.slice(0, 160)}`).toBeLessThan(500);
};

describe('hostile requests to pages', () => {
  it('answers a method pages do not support with 405 and Allow, at once', async () => {
    for (const path of pages)
      for (const method of unsupported) {
        const answer = await new Promise<Outcome & { allow?: string }>((resolve) => {
          const req = http.request(`${server.baseUrl}${path}`, { method, agent, timeout: 5000 }, (res) => {
            res.resume();
            res.on('end', () =>
              resolve({
                path,
                method,
                status: res.statusCode ?? 0,
                ms: 0,
                at: 0,
                body: '',
                allow: res.headers.allow,
              }),
            );
          });
          req.on('timeout', () => {
            req.destroy();
            resolve({ path, method, status: 0, ms: 0, at: 0, body: 'timeout' });
          });
          req.on('error', (e) => resolve({ path, method, status: 0, ms: 0, at: 0, body: e.message }));
          req.end();
        });
        expect(answer.status, `${method} ${path}: ${answer.body}`).toBe(405);
        expect(answer.allow, `${method} ${path}`).toMatch(/GET/);
      }
  });

  it('does not let 50 TRACE requests hold their sockets', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(agent, server.baseUrl, 'TRACE', '/', undefined, { timeoutMs: 5000 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 405));
  });

  it('answers broken, traversing and oversized URLs without a 5xx', async () => {
    const random = prng(99);
    for (const path of hostilePaths)
      withinLimits(await request(agent, server.baseUrl, 'GET', path, undefined, { timeoutMs: 5000 }));
    // Random bytes in a path segment, percent-encoded.
    for (let i = 0; i < 200; i++) {
      const bytes = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * 256));
      const segment = bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
      const base = pages[Math.floor(random() * pages.length)]!;
      withinLimits(
        await request(agent, server.baseUrl, 'GET', `${base}/${segment}`, undefined, { timeoutMs: 5000 }),
      );
    }
    expect(server.isRunning()).toBe(true);
  });
});
