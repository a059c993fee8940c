import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, postgresUrl } from '../support/databases';
import { type ServerProcess, startServer, tempDir } from '../support/server-process';
import { PNG } from '../support/media-fixtures';
import { startS3Server } from '../support/s3-server';
import { runLoops } from '../support/traffic';

/**
 * The production topology from processes: two instances on one PostgreSQL, one S3-protocol server
 * (s3rver) and Redis (with TEST_REDIS_URL), behind a proxy that sends requests only to instances
 * whose /api/ready answers 200, as a load balancer does. Under steady traffic each is replaced in
 * turn (SIGTERM with SHUTDOWN_DRAIN, a new process, ready, the next): no request may fail, every
 * acknowledged sign-up must be stored, and media uploaded before is served by the replacements.
 */
const DRAIN_SECONDS = 1;
const PROBE_MS = 100;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The proxy: round robin over the ready instances, one new upstream connection per request. */
function startProxy(instances: () => ServerProcess[]) {
  const ready = new Set<ServerProcess>();
  const probe = setInterval(() => {
    for (const instance of instances())
      fetch(`${instance.baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
        (res) => (res.ok ? ready.add(instance) : ready.delete(instance)),
        // Refused: the instance is gone. A slow answer under load keeps the last verdict.
        (error: Error) => {
          if (!error.name.includes('Timeout')) ready.delete(instance);
        },
      );
  }, PROBE_MS);
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const candidates = instances().filter((instance) => ready.has(instance));
      const target = candidates[next++ % Math.max(candidates.length, 1)];
      if (!target) {
        response.writeHead(502).end('no instance ready');
        return;
      }
      const upstream = http.request(
        `${target.baseUrl}${request.url}`,
        { method: request.method, headers: request.headers, agent: false },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => response.writeHead(502).end(`upstream: ${error.message}`));
      upstream.end(Buffer.concat(chunks));
    });
  });
  return new Promise<{ url: string; ready: Set<ServerProcess>; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        ready,
        close: async () => {
          clearInterval(probe);
          await new Promise((done) => server.close(done));
        },
      }),
    ),
  );
}

/** A portrait uploaded by the demo super admin through the proxy; answers its /media/ address. */
async function uploadThrough(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'portrait.png');
  const upload = await fetch(`${url}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  return ((await upload.json()) as { data: { url: string } }).data.url;
}

const waitFor = async (condition: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.runIf(postgresUrl)('a rolling restart behind a proxy', () => {
  it('replaces both instances under traffic without a failed request or a lost sign-up', async () => {
    const database = await freshDatabase('postgres');
    cleanups.push(() => database.drop());
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const env = {
      DATABASE_URL: database.url,
      SHUTDOWN_DRAIN: String(DRAIN_SECONDS),
      ...s3.env,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    // Each instance has a media folder of its own: what they share must come from the bucket.
    const instance = () => startServer({ ...env, MEDIA_DIR: tempDir('bm-rolling-media-') });
    const instances = [await instance(), await instance()];
    cleanups.push(async () => {
      for (const instance of instances) await instance.kill('SIGKILL');
    });
    const proxy = await startProxy(() => instances);
    cleanups.push(() => proxy.close());
    await waitFor(() => proxy.ready.size === 2, 5_000);
    const portrait = await uploadThrough(proxy.url);

    const failures: string[] = [];
    const acknowledged: string[] = [];
    let answered = 0;
    let restarting = true;
    const traffic = runLoops(
      10,
      async (worker, i) => {
        const write = i % 5 === 0;
        const email = `rolling-${worker}-${i}@test.example`;
        const res = await fetch(`${proxy.url}${write ? '/api/subscribers' : '/api/fighters'}`, {
          method: write ? 'POST' : 'GET',
          headers: write ? { 'content-type': 'application/json' } : {},
          body: write ? JSON.stringify({ email }) : undefined,
        }).catch((error: Error) => ({ ok: false, status: 0, text: async () => error.message }));
        answered += 1;
        if (!res.ok) failures.push(`${write ? 'POST' : 'GET'} ${res.status} ${await res.text()}`);
        else if (write) acknowledged.push(email);
      },
      () => !restarting,
    );

    for (const index of [0, 1]) {
      const old = instances[index]!;
      const replacement = await instance();
      instances.push(replacement);
      await waitFor(() => proxy.ready.has(replacement), 5_000);
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      instances.splice(instances.indexOf(old), 1);
    }
    restarting = false;
    await traffic;

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    // Neither instance that stored it is left; both replacements serve it from the bucket.
    for (const replacement of instances) {
      const res = await fetch(`${replacement.baseUrl}${portrait}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    }
    const db = database.open();
    try {
      const stored = await db.kysely
        .selectFrom('subscribers')
        .select('email_key')
        .where('email_key', 'in', acknowledged)
        .execute();
      expect(stored.length).toBe(acknowledged.length);
    } finally {
      await db.close();
    }
  });
});
