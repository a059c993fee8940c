import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

const root = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp();
});
afterAll(() => t?.close());

const br = { 'accept-encoding': 'gzip, deflate, br' };
const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
};

describe('compression', () => {
  it('sends pages in brotli to browsers that accept it, with Vary', async () => {
    const res = await get('/', br);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(res)).toContain('<!DOCTYPE html>');
  });

  it('falls back to gzip, and to plain bytes when nothing is accepted', async () => {
    const gzip = await get('/fighters', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toContain('<!DOCTYPE html>');
    const plain = await get('/fighters');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<!DOCTYPE html>');
  });

  it('compresses pages rendered for one caller (staff skip the page cache)', async () => {
    const res = await t.request({ method: 'GET', url: '/fighters', as: 'admin', headers: br });
    expect(res.headers['x-page-cache']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(res)).toContain('<!DOCTYPE html>');
  });

  it('serves hashed assets from the .br files written at build time', async () => {
    const dir = path.join(root, 'build/client/assets');
    const assets = fs.readdirSync(dir);
    // The largest script (React's chunk): the entry itself is a few hundred bytes, too small to pack.
    const size = (file: string) => fs.statSync(path.join(dir, file)).size;
    const script = assets.filter((f) => f.endsWith('.js')).sort((a, b) => size(b) - size(a))[0]!;
    expect(size(script)).toBeGreaterThan(10_000);
    expect(assets).toContain(`${script}.br`);
    expect(assets).toContain(`${script}.gz`);
    const res = await get(`/assets/${script}`, br);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const original = fs.readFileSync(path.join(root, 'build/client/assets', script), 'utf8');
    expect(decoded(res)).toBe(original);
    // Without Accept-Encoding the same file goes out as written.
    const plain = await get(`/assets/${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('answers a plain 404 for an asset name the build did not write, and never its .br file', async () => {
    for (const url of ['/assets/no-such-chunk.js', '/assets/', '/assets/nested/chunk.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe('Not found\n');
    }
    const script = fs.readdirSync(path.join(root, 'build/client/assets')).find((f) => f.endsWith('.js'))!;
    expect((await get(`/assets/${script}.br`)).statusCode).toBe(404);
  });

  it('compresses API reads, and their ETag and 304 still hold', async () => {
    const first = await get('/api/fighters', br);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(first)).data.length).toBeGreaterThan(0);
    // The next answer comes from the read cache's stored variants: same bytes, same tag.
    const again = await get('/api/fighters', br);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(decoded(again)).toBe(decoded(first));
    const plain = await get('/api/fighters');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(first.headers.etag);
    expect(plain.body).toBe(decoded(first));
    const revalidated = await get('/api/fighters', { ...br, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('compresses staff reads too, which skip the read cache', async () => {
    const res = await t.request({ method: 'GET', url: '/api/fighters', as: 'admin', headers: br });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res)).data.length).toBeGreaterThan(0);
  });

  it('leaves media alone', async () => {
    const videos = fs.readdirSync(path.join(root, 'public/videos')).filter((f) => f.endsWith('.mp4'));
    const res = await get(`/videos/${encodeURIComponent(videos[0]!)}`, br);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^video\//);
    expect(res.headers['content-encoding']).toBeUndefined();
    const image = await get('/images/placeholder.png', br);
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
