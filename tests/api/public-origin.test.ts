import { afterAll, describe, expect, it } from 'vitest';
import { registerWeb } from '../../server/web';
import { postForm, rowCount } from './support/page-forms';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * A form posted before or without scripts reaches its route action only when the origin the
 * browser sent matches the page's own address (React Router's CSRF check). Behind a TLS proxy the
 * socket says http://<upstream>: the address must come from PUBLIC_URL, or from the forwarded
 * headers of a proxy TRUST_PROXY names, and from nothing a stranger can send.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(env: Record<string, string>) {
  await ensureProductionBuild();
  const t = await createTestApp({ env, web: registerWeb });
  apps.push(t);
  return t;
}

const PROXY = '10.0.0.2';
const STRANGER = '203.0.113.9';
let n = 0;

/** The footer's newsletter form as a browser sends it: its Origin, through a socket from `from`. */
async function subscribe(t: TestApp, headers: Record<string, string>, from = '127.0.0.1') {
  const email = `origin-${++n}@example.com`;
  const before = await rowCount(t, 'subscribers');
  const res = await postForm(t, '/newsletter', { email }, { headers, remoteAddress: from });
  const stored = (await rowCount(t, 'subscribers')) - before;
  return { status: res.statusCode, stored };
}
const accepted = { status: 200, stored: 1 };
const refused = { status: 400, stored: 0 };

describe('without PUBLIC_URL or TRUST_PROXY (one process, reached directly)', async () => {
  const t = await appWith({});

  it('accepts a form whose origin is the Host it was sent to', async () => {
    expect(await subscribe(t, { host: 'localhost:3000', origin: 'http://localhost:3000' })).toEqual(accepted);
  });

  it('ignores forwarded headers: a stranger cannot make https://elsewhere its own origin', async () => {
    const forged = {
      host: 'localhost:3000',
      origin: 'https://elsewhere.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'elsewhere.example',
    };
    expect(await subscribe(t, forged, STRANGER)).toEqual(refused);
  });

  it('sends no HSTS header on a plain-http install', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with PUBLIC_URL=https://site.example (behind a TLS proxy)', async () => {
  const t = await appWith({ PUBLIC_URL: 'https://site.example' });

  it('accepts a form from the public origin, whatever Host the proxy passed on', async () => {
    expect(await subscribe(t, { host: 'app1:3000', origin: 'https://site.example' }, PROXY)).toEqual(
      accepted,
    );
    expect(await subscribe(t, { host: 'localhost', origin: 'https://site.example' }, PROXY)).toEqual(
      accepted,
    );
  });

  it('refuses another origin, the public host over http included', async () => {
    expect(await subscribe(t, { host: 'site.example', origin: 'https://evil.example' })).toEqual(refused);
    expect(await subscribe(t, { host: 'site.example', origin: 'http://site.example' })).toEqual(refused);
  });

  it('tells browsers to keep to https (HSTS) on pages and API answers', async () => {
    for (const url of ['/about', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});

describe(`with TRUST_PROXY=${PROXY} and no PUBLIC_URL`, async () => {
  const t = await appWith({ TRUST_PROXY: PROXY });
  const forwarded = {
    host: 'app1:3000',
    origin: 'https://site.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'site.example',
  };

  it("takes the origin from the trusted proxy's X-Forwarded-Proto and X-Forwarded-Host", async () => {
    expect(await subscribe(t, forwarded, PROXY)).toEqual(accepted);
  });

  it('believes nothing forwarded by a sender it does not trust', async () => {
    expect(await subscribe(t, forwarded, STRANGER)).toEqual(refused);
    // The stranger's own Host still works, as it would without a proxy.
    expect(
      await subscribe(
        t,
        { host: 'site.example', origin: 'http://site.example', 'x-forwarded-host': 'evil.example' },
        STRANGER,
      ),
    ).toEqual(accepted);
  });
});

describe('with PUBLIC_URL and TRUST_PROXY both set', async () => {
  const t = await appWith({ PUBLIC_URL: 'https://site.example', TRUST_PROXY: PROXY });

  it('PUBLIC_URL wins over what a trusted proxy forwards', async () => {
    const other = { host: 'app1:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'other.example' };
    expect(await subscribe(t, { ...other, origin: 'https://site.example' }, PROXY)).toEqual(accepted);
    expect(await subscribe(t, { ...other, origin: 'https://other.example' }, PROXY)).toEqual(refused);
  });
});
