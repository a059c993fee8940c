import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, registerEtags, weakEtag } from './etag';

const body = { success: true, data: [{ id: 1, name: 'PC' }], error: null };
const expectedTag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerEtags(app);
  app.get('/api/things', async () => body);
  app.get('/api/buffer', async (_request, reply) =>
    reply.type('application/octet-stream').send(Buffer.from('bytes')),
  );
  app.get('/api/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from(['a', 'b'])));
  app.get('/api/missing', async (_request, reply) => reply.code(404).send({ success: false }));
  app.get('/api/tagged', async (_request, reply) => reply.header('etag', '"own"').send({ ok: true }));
  app.post('/api/things', async () => body);
  app.get('/pages/home', async () => body);
  await app.ready();
});
afterAll(() => app.close());

/** A request from a client that holds `tag` for `url` (If-None-Match). */
const holding = (tag: string, url = '/api/things', method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  app.inject({ method, url, headers: { 'if-none-match': tag } });

describe('API ETags', () => {
  it('tags a 200 API read with a weak SHA-1 of its body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/things' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(expectedTag);
    expect(res.json()).toEqual(body);
  });

  it('answers 304 with an empty body when the client holds the same tag', async () => {
    const res = await holding(expectedTag);
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(expectedTag);
    expect(res.headers['content-type']).toBeUndefined();
  });

  it('keeps the query string out of the way and still answers 304', async () => {
    const res = await holding(expectedTag, '/api/things?x=1');
    expect(res.statusCode).toBe(304);
  });

  it('matches a tag inside a list, a strong form of the same tag, and *', async () => {
    for (const header of [`"other", ${expectedTag}`, expectedTag.slice(2), '*']) {
      const res = await holding(header);
      expect(res.statusCode, header).toBe(304);
    }
  });

  it('sends the full body when the tag differs', async () => {
    const res = await holding('W/"stale"');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('tags HEAD like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/api/things' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(expectedTag);
    const cached = await holding(expectedTag, '/api/things', 'HEAD');
    expect(cached.statusCode).toBe(304);
  });

  it('tags Buffer bodies', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/buffer' });
    expect(res.headers.etag).toBe(weakEtag(Buffer.from('bytes')));
  });

  it('leaves streams, errors, writes, routes outside /api and route-set tags alone', async () => {
    const stream = await holding('*', '/api/stream');
    expect(stream.statusCode).toBe(200);
    expect(stream.headers.etag).toBeUndefined();
    expect(stream.body).toBe('ab');

    const missing = await holding('*', '/api/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const post = await holding('*', '/api/things', 'POST');
    expect(post.statusCode).toBe(200);
    expect(post.headers.etag).toBeUndefined();

    const page = await holding('*', '/pages/home');
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBeUndefined();

    const tagged = await holding(expectedTag, '/api/tagged');
    expect(tagged.statusCode).toBe(200);
    expect(tagged.headers.etag).toBe('"own"');
  });
});

describe('matchesIfNoneMatch', () => {
  it('is false without a header and for other tags', () => {
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch('', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch('W/"b", "c"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch('W/"ab"', 'W/"a"')).toBe(false);
  });
});
