import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink';
import { type TestApp, createTestApp, databaseKind } from './support/test-app';

/**
 * Prometheus metrics: never public by default; with METRICS_TOKEN behind a bearer token on the
 * main port, with METRICS_PORT on a loopback listener of their own.
 */
const TOKEN = 'metrics-token-for-tests-0001';
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  // Last opened, first closed: an app before the SMTP server its mail connection stays open to.
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  opened.push(t);
  return t;
}

const scrape = async (t: TestApp) => {
  const res = await t.request({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one sample line, e.g. `http_requests_total{method="GET",…} 2`. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

/** promtool (Debian's prometheus package), which .ci/run installs: Prometheus's own lint. */
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((file) => fs.existsSync(file));

describe('metrics', () => {
  it('are not served without METRICS_TOKEN or METRICS_PORT', async () => {
    const t = await app();
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('ask for the token, and refuse a wrong one', async () => {
    const t = await app({ METRICS_TOKEN: TOKEN });
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toMatch(/http_requests_total/);
  });

  it('take the token only with the Bearer scheme, named in any case', async () => {
    const t = await app({ METRICS_TOKEN: TOKEN });
    const as = (authorization: string) =>
      t.request({ method: 'GET', url: '/metrics', headers: { authorization } });
    for (const refused of [TOKEN, `Basic ${TOKEN}`, `Bearer${TOKEN}`, `Token ${TOKEN}`]) {
      const res = await as(refused);
      expect(res.statusCode, refused).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).toBe('Unauthorized\n');
    }
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await as(`${scheme} ${TOKEN}`);
      expect(res.statusCode, scheme).toBe(200);
      expect(res.body).toMatch(/http_requests_total/);
    }
  });

  it('count requests by route pattern and status, uploads, the outbox and the database', async () => {
    const t = await app({ METRICS_TOKEN: TOKEN });
    for (let i = 0; i < 2; i++) await t.request({ method: 'GET', url: '/api/fighters' });
    await t.request({ method: 'GET', url: '/api/dev-diaries/999999' });
    const boundary = 'metrics-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="note.txt"',
      'Content-Type: text/plain',
      '',
      'not an image',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    await t.request({
      method: 'POST',
      url: '/api/uploads',
      as: 'admin',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });

    const text = await scrape(t);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/fighters",status_code="200"}')).toBe(2);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/dev-diaries\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      // The +Inf bucket holds every request whatever it took (a loaded machine may take over 0.1 s).
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/fighters",status_code="200"\} 2/,
    );
    expect(sample(text, 'upload_bytes_total{route="/api/uploads"}')).toBe(Buffer.byteLength(body));
    expect(sample(text, 'mail_outbox_queued')).toBe(0);
    expect(sample(text, 'mail_outbox_oldest_queued_seconds')).toBe(0);
    expect(sample(text, 'db_query_errors')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // Declared from the start; its buckets appear with the first garbage collection, whenever that is.
    expect(text).toMatch(/^# TYPE nodejs_gc_duration_seconds histogram$/m);
    if (databaseKind === 'postgres')
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toMatch(/^db_pool_connections\{/m);
  });

  it('are served on their own loopback port with METRICS_PORT, and only there', async () => {
    const t = await app({ METRICS_PORT: '0' });
    await t.request({ method: 'GET', url: '/api/faqs' });
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const address = t.app.metrics!.address();
    expect(address?.address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /http_requests_total\{method="GET",route="\/api\/faqs",status_code="200"\} 1/,
    );
    expect((await fetch(`http://127.0.0.1:${address!.port}/other`)).status).toBe(404);
  });

  it('count the mails this instance sent', async () => {
    const sink = await startSmtpSink();
    opened.push(sink);
    const t = await app({
      METRICS_TOKEN: TOKEN,
      SMTP_URL: sink.url,
      MAIL_FROM: 'news@bloodandmayhem.example',
      PUBLIC_URL: 'https://bloodandmayhem.example',
      SECRET: 's'.repeat(40),
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: 'metrics@example.com' },
    });
    expect(res.statusCode).toBe(201);
    await sink.waitFor((mails) => mails.some((mail) => mail.to === 'metrics@example.com'), 10_000);
    // The worker counts a mail once the server took it and the outbox row says so. The test's own
    // accounts signed in from a new device may be mailed too: every mail the server took is counted.
    await expect
      .poll(async () => {
        const text = await scrape(t);
        const sent = sample(text, 'mail_sends_total{result="sent"}');
        return { queued: sample(text, 'mail_outbox_queued'), counted: sent === sink.mails.length };
      })
      .toEqual({ queued: 0, counted: true });
  });

  it.runIf(promtool)('pass promtool check metrics after some traffic', async () => {
    const t = await app({ METRICS_TOKEN: TOKEN });
    await t.request({ method: 'GET', url: '/api/fighters' });
    await t.request({ method: 'GET', url: '/api/nope' });
    const checked = spawnSync(promtool!, ['check', 'metrics'], { input: await scrape(t), encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});
