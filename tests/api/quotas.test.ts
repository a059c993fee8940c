import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';
import { MB, PNG, padded } from '../support/media-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_QUOTA_MB: '1' } });
});
afterAll(() => t.close());

const FILE = padded(PNG, 0.6 * MB);
const STORAGE_FULL = {
  success: false,
  data: null,
  error: 'Storage is full: no more files can be stored right now. Please try again later.',
};

const submitFeedback = (data: Buffer) =>
  t.request({
    method: 'POST',
    url: '/api/feedback',
    payload: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Combo drops on mobile',
      description: 'The third hit of the chain never lands on my phone.',
      attachments: [{ name: 'shot.png', data: `data:image/png;base64,${data.toString('base64')}` }],
    },
  });
function uploadImage(data: Buffer) {
  const boundary = '----bmquota';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request({
    method: 'POST',
    url: '/api/uploads',
    as: 'admin',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const count = async (table: 'feedback' | 'media') =>
  (await t.db.kysely.selectFrom(table).select('id').execute()).length;
function bytesOnDisk(): number {
  return fs
    .readdirSync(t.config.mediaDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + fs.statSync(`${e.parentPath}/${e.name}`).size, 0);
}

describe('Media storage quota (MEDIA_QUOTA_MB)', () => {
  let firstFeedback: number;

  it('stores files while they fit', async () => {
    const res = await submitFeedback(FILE);
    expect(res.statusCode).toBe(201);
    firstFeedback = res.json().data.id;
    expect(bytesOnDisk()).toBe(FILE.length);
  });

  it('refuses a staff upload that would pass the quota with 507, keeping no row and no file', async () => {
    const media = await count('media');
    const res = await uploadImage(FILE);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(STORAGE_FULL);
    expect(await count('media')).toBe(media);
    expect(bytesOnDisk()).toBe(FILE.length);
  });

  it('refuses a feedback whose attachments would pass the quota with 507, keeping nothing', async () => {
    const feedback = await count('feedback');
    const res = await submitFeedback(FILE);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(STORAGE_FULL);
    expect(await count('feedback')).toBe(feedback);
    expect(bytesOnDisk()).toBe(FILE.length);
  });

  it('takes files again once deleting a feedback frees its space', async () => {
    const del = await t.request({ method: 'DELETE', url: `/api/feedback/${firstFeedback}`, as: 'admin' });
    expect(del.statusCode).toBe(200);
    expect(bytesOnDisk()).toBe(0);
    expect((await uploadImage(FILE)).statusCode).toBe(201);
    // Its variants count too, once written.
    await t.app.imageVariants.idle();
    expect(await t.app.storage.usedBytes()).toBe(bytesOnDisk());
  });
});
