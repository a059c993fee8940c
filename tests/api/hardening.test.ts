import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const faqCount = async () => (await t.db.kysely.selectFrom('faqs').select('id').execute()).length;

describe('bodies the API refuses', () => {
  it('answers 413 for a JSON body over the limit, and stores nothing', async () => {
    const before = await faqCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/faqs',
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ question: 'q', answer: 'a'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, data: null, error: 'The request is too large' });
    expect(await faqCount()).toBe(before);
  });

  it('answers 415 for a content type the API does not read', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/support-messages',
      headers: { 'content-type': 'application/xml' },
      payload: '<message/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('answers 400 for an empty JSON body and for an array instead of an object', async () => {
    const empty = await t.request({
      method: 'POST',
      url: '/api/support-messages',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const array = await t.request({
      method: 'POST',
      url: '/api/support-messages',
      payload: [1, 2] as unknown as object,
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().error).toBe('The request body must be a JSON object');
    const text = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'admin',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('The request body must be a JSON object');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['PATCH', '/api/faqs/1/nothing'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().success).toBe(false);
      expect(res.headers.allow).toBeUndefined();
    }
  });

  it('answers a plain 404 for a file that is not there', async () => {
    for (const url of ['/media/uploads/none.png', '/assets/none.js']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('Not found\n');
    }
  });

  it('answers 405 with Allow for a wrong method on a known API path', async () => {
    for (const [method, url, allow] of [
      ['PATCH', '/api/fighters', 'GET, HEAD, POST'],
      ['PATCH', '/api/faqs/1', 'GET, HEAD, PUT, DELETE'],
      ['DELETE', '/api/about', 'GET, HEAD, PUT'],
      ['GET', '/api/auth/login', 'POST'],
      ['POST', '/api/feedback/3/attachments/abc', 'GET, HEAD'],
      ['PROPFIND', '/api/fighters', 'GET, HEAD, POST'],
      ['TRACE', '/api/fighters/1', 'GET, HEAD, PUT, DELETE'],
      ['LOCK', '/api/health', 'GET, HEAD'],
    ] as const) {
      const res = await t.request({ method, url, as: 'admin' });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: `${method} is not allowed on ${url}; use ${allow}`,
      });
    }
  });

  it('never leaks internals: a database failure answers a plain 500', async () => {
    const broken = await createTestApp();
    await broken.db.kysely.schema.alterTable('faqs').renameTo('faqs_gone').execute();
    try {
      const res = await broken.request({ method: 'GET', url: '/api/faqs' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, data: null, error: 'Something went wrong on our side' });
      expect(res.body).not.toMatch(/faqs|select|sqlite|relation|stack/i);
    } finally {
      await broken.close();
    }
  });
});

describe('headers', () => {
  it('sends the security headers on API responses', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers 304 when the ETag of a read still matches', async () => {
    const first = await t.request({ method: 'GET', url: '/api/faqs' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.request({ method: 'GET', url: '/api/faqs', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
