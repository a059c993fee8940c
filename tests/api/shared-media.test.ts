import fs from 'node:fs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMediaFiles } from '../../server/http/media-files';
import { s3Client } from '../../server/storage/s3-storage';
import { type TestS3Server, startS3Server } from '../support/s3-server';
import { type TestApp, createTestApp } from './support/test-app';
import { MP4, PNG, padded } from '../support/media-fixtures';

/**
 * Two instances on one database and one bucket (and one Redis when TEST_REDIS_URL is set), as
 * behind a load balancer: whatever one stores, the other serves.
 */
let s3: TestS3Server;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  const redis: Record<string, string> = process.env.TEST_REDIS_URL
    ? { REDIS_URL: process.env.TEST_REDIS_URL }
    : {};
  a = await createTestApp({ shared: true, env: { ...s3.env, ...redis }, web: registerMediaFiles });
  b = await a.secondInstance({ web: registerMediaFiles });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

function uploadForm(filename: string, data: Buffer) {
  const boundary = 'bm-shared-media';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = async (through: TestApp, filename: string, data: Buffer) => {
  const res = await through.request({
    method: 'POST',
    url: '/api/uploads',
    as: 'admin',
    ...uploadForm(filename, data),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.url as string;
};

describe('Media in a bucket shared by two instances', () => {
  it('serves through B a fighter portrait uploaded through A, with the caching headers', async () => {
    const url = await upload(a, 'portrait.png', PNG);
    expect(url).toMatch(/^\/media\/uploads\//);
    // In the bucket, under S3_PREFIX, and not in the local folder.
    const client = s3Client({
      bucket: s3.bucket,
      prefix: '',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.Contents?.map((o) => o.Key)).toContain(`site/${url.slice('/media/'.length)}`);
    expect(fs.readdirSync(a.config.mediaDir, { recursive: true })).toEqual([]);
    for (const instance of [b, a]) {
      const res = await instance.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PNG);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('immutable');
      const again = await instance.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers byte ranges of a clip, for seeking, and 416 past its end', async () => {
    const clip = padded(MP4, 300_000);
    const url = await upload(b, 'clip.mp4', clip);
    const part = await a.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${clip.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload).toEqual(clip.subarray(1000, 2000));
    const tail = await a.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(clip.subarray(clip.length - 10));
    const past = await a.app.inject({ method: 'GET', url, headers: { range: `bytes=${clip.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${clip.length}`);
    const head = await a.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(clip.length));
  });

  it('downloads through A, for staff only, a feedback attachment sent through B', async () => {
    const data = `data:image/png;base64,${PNG.toString('base64')}`;
    const sent = await b.request({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Combo drops',
        description: 'The third hit of the chain never lands.',
        attachments: [{ name: 'shot.png', type: 'image/png', size: PNG.length, data }],
      },
    });
    expect(sent.statusCode).toBe(201);
    const found = (await a.request({ method: 'GET', url: '/api/feedback', as: 'admin' })).json().data[0];
    const attachment = found.attachments[0];
    const staff = await a.request({ method: 'GET', url: attachment.url, as: 'admin' });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload).toEqual(PNG);
    for (const instance of [a, b]) {
      expect((await instance.request({ method: 'GET', url: attachment.url })).statusCode).toBe(401);
      // Never public, even to someone who learnt its key.
      const key = (
        await a.db.kysely.selectFrom('feedback_attachments').select('storage_key').executeTakeFirstOrThrow()
      ).storage_key;
      expect((await instance.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    }
  });

  it('answers 404 for a missing file and for paths that try to leave the uploads', async () => {
    for (const url of [
      '/media/uploads/none.png',
      '/media/../package.json',
      '/media/uploads/%2e%2e/x',
      '/media/',
      '/media/uploads/a%00.png',
    ]) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      // A file that is not there, not an API route that is not there.
      expect(res.body).toBe('Not found\n');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('keeps one usage figure for both instances', async () => {
    // Variants of the earlier uploads are made in the background and count too: let them finish.
    await Promise.all([a.app.imageVariants.idle(), b.app.imageVariants.idle()]);
    const before = await a.app.storage.usedBytes();
    await upload(b, 'another.png', PNG);
    expect(await a.app.storage.usedBytes()).toBe(before + PNG.length);
  });

  it('says which part is down when the store stops: not ready, media 503, nothing else broken', async () => {
    const url = await upload(a, 'kept.png', PNG);
    await s3.close();
    const ready = await a.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toMatch(/storage/);
    const media = await b.app.inject({ method: 'GET', url });
    expect(media.statusCode).toBe(503);
    expect(media.headers['retry-after']).toBeDefined();
    expect((await a.request({ method: 'GET', url: '/api/fighters' })).statusCode).toBe(200);
  });
});
