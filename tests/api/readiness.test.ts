import fs from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * GET /api/ready answers 200 only when every service the instance needs answers, and otherwise
 * 503 naming each one that does not; /api/health stays the liveness check.
 */
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env });
  opened.push(t);
  return t;
}

/** A loopback port with nobody listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ready = (t: TestApp) => t.request({ method: 'GET', url: '/api/ready' });

describe('readiness', () => {
  it('is ready with the database and the media folder, and names what it checked', async () => {
    const t = await app();
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
      error: null,
    });
  });

  it('is not ready when the media folder cannot be written, while the process stays alive', async () => {
    const t = await app();
    // The folder replaced by a file: an upload would fail the same way.
    fs.rmSync(t.config.mediaDir, { recursive: true, force: true });
    fs.writeFileSync(t.config.mediaDir, 'not a folder');
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().error).toMatch(/^Not ready: storage \(/);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  // CI sets TEST_REDIS_URL (a Redis it runs); without one only the unreachable case runs.
  it.runIf(process.env.TEST_REDIS_URL)('is ready with a Redis that answers', async () => {
    const t = await app({ REDIS_URL: process.env.TEST_REDIS_URL! });
    const answer = await ready(t);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.checks.redis).toBe('ok');
  });

  it('is not ready when the configured Redis does not answer', async () => {
    const down = await app({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    const downAnswer = await ready(down);
    expect(downAnswer.statusCode).toBe(503);
    expect(downAnswer.json().error).toMatch(/redis \(Redis connection/);
    expect(downAnswer.json().error).not.toMatch(/database|storage/);
  });

  it('checks the SMTP server when mail is configured', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const up = await app({
      SMTP_URL: sink.url,
      MAIL_FROM: 'news@bloodandmayhem.example',
      SECRET: 's'.repeat(40),
    });
    const upAnswer = await ready(up);
    expect(upAnswer.statusCode, upAnswer.body).toBe(200);
    expect(upAnswer.json().data.checks.mail).toBe('ok');

    const down = await app({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      MAIL_FROM: 'news@bloodandmayhem.example',
      SECRET: 's'.repeat(40),
    });
    const downAnswer = await ready(down);
    expect(downAnswer.statusCode).toBe(503);
    expect(downAnswer.json().error).toMatch(/^Not ready: mail \(.*ECONNREFUSED/);
  });
});
