import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/databases';
import { type ServerProcess, startServer, tempDir } from '../support/server-process';
import { request } from '../support/traffic';

/**
 * Over a real socket, as a bot would try it: a new X-Forwarded-For on every request must not buy a
 * new rate-limit counter unless the operator said a proxy sits in front (TRUST_PROXY).
 */
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
});

async function serve(env: Record<string, string>) {
  const database = await freshDatabase('sqlite');
  const server = await startServer({
    DATABASE_URL: database.url,
    MEDIA_DIR: tempDir('bm-res-media-'),
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_LOGIN: '5',
    RATE_LIMIT_PUBLIC_WRITES: '5',
    ...env,
  });
  servers.push(server);
  return server;
}

const agent = new http.Agent({ keepAlive: true });
const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 200}` });

describe('rate limits behind a spoofed X-Forwarded-For', () => {
  it('without TRUST_PROXY, forged addresses share the socket address counter', async () => {
    const server = await serve({});
    const logins = [];
    for (let i = 0; i < 12; i++)
      logins.push(
        await request(
          agent,
          server.baseUrl,
          'POST',
          '/api/auth/login',
          { username: 'admin', password: `wrong-${i}` },
          {
            headers: spoofed(i),
          },
        ),
      );
    expect(logins.slice(0, 5).map((o) => o.status)).toEqual([401, 401, 401, 401, 401]);
    expect(logins.slice(5).every((o) => o.status === 429)).toBe(true);

    const signups = [];
    for (let i = 0; i < 8; i++)
      signups.push(
        await request(
          agent,
          server.baseUrl,
          'POST',
          '/api/subscribers',
          { email: `spoof-${i}@test.example` },
          {
            headers: spoofed(i),
          },
        ),
      );
    expect(signups.filter((o) => o.status === 429).length).toBe(3);
  });

  it('with TRUST_PROXY=1, the address the proxy forwards is the client', async () => {
    const server = await serve({ TRUST_PROXY: '1' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const attempt = (address: string, i: number) =>
      request(
        agent,
        server.baseUrl,
        'POST',
        '/api/subscribers',
        { email: `proxy-${address}-${i}@test.example` },
        {
          headers: from(address),
        },
      );
    const first = [];
    for (let i = 0; i < 6; i++) first.push((await attempt('203.0.113.7', i)).status);
    expect(first.slice(0, 5).every((s) => s >= 200 && s < 300)).toBe(true);
    expect(first[5]).toBe(429);
    // Another client behind the same proxy has a counter of its own.
    expect((await attempt('203.0.113.8', 0)).status).toBeLessThan(300);
  });
});
