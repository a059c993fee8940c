import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';
import { GIF, MB, MP4, padded, PNG } from '../support/media-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Part = { field: string; filename?: string; type?: string; data: Buffer | string };
function form(parts: Part[]) {
  const boundary = `----bm${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += `\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const fileForm = (filename: string, data: Buffer, type = 'application/octet-stream') =>
  form([{ field: 'file', filename, type, data }]);
const upload = (
  body: { payload: Buffer | string; headers: Record<string, string> },
  as: 'user' | 'admin' | 'super_admin' | null = 'admin',
) => t.request({ method: 'POST', url: '/api/uploads', as, ...body });

function storedFiles(): string[] {
  const dir = path.join(t.config.mediaDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
const mediaRows = () => t.db.kysely.selectFrom('media').selectAll().orderBy('id').execute();
async function expectNothingStored(run: () => Promise<unknown>) {
  // Variants of earlier uploads are written after their answer: counted once they are all there.
  await t.app.imageVariants.idle();
  const rows = (await mediaRows()).length;
  const files = storedFiles().length;
  await run();
  expect((await mediaRows()).length).toBe(rows);
  expect(storedFiles().length).toBe(files);
}

describe('Uploads', () => {
  it('stores an image for an admin and answers its public URL', async () => {
    const res = await upload(fileForm('shot.png', PNG, 'image/png'));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f-]{36}-1x1-[0-9a-f]{6}\.png$/),
      kind: 'image',
      mime: 'image/png',
      size: PNG.length,
      name: 'shot.png',
      width: 1,
      height: 1,
    });
    const stored = path.join(t.config.mediaDir, data.url.slice('/media/'.length));
    expect(fs.readFileSync(stored).equals(PNG)).toBe(true);
    const [row] = (await mediaRows()).slice(-1);
    expect(row).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      size: PNG.length,
      storage_key: data.url.slice('/media/'.length),
      original_name: 'shot.png',
      created_by: t.userIds.admin,
    });
  });

  it('decides the type by content, not by the name or the declared type', async () => {
    const video = await upload(fileForm('clip.bin', MP4), 'super_admin');
    expect(video.statusCode).toBe(201);
    expect(video.json().data).toMatchObject({ kind: 'video', mime: 'video/mp4', name: 'clip.bin' });
    expect(video.json().data.url).toMatch(/\.mp4$/);
    const gif = await upload(fileForm('loop.mp4', GIF, 'video/mp4'));
    expect(gif.json().data).toMatchObject({ kind: 'image', mime: 'image/gif' });
    expect(gif.json().data.url).toMatch(/\.gif$/);
  });

  it('keeps only the file name when a browser sends a path', async () => {
    const res = await upload(fileForm('C:\\fakepath\\portrait.png', PNG, 'image/png'));
    expect(res.json().data.name).toBe('portrait.png');
  });

  it.each([
    ['a text file renamed .png', 'notes.png', Buffer.from('just some text'), 'image/png'],
    ['an HTML page', 'page.jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg'],
    ['a PDF', 'doc.mp4', Buffer.from('%PDF-1.4\n1 0 obj\n'), 'video/mp4'],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_label, name, data, type) => {
    await expectNothingStored(async () => {
      const res = await upload(fileForm(name, data, type));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'Please select a valid image or video file',
      });
    });
  });

  it('accepts an image of exactly 5 MB and refuses a larger one', async () => {
    expect((await upload(fileForm('max.png', padded(PNG, 5 * MB)))).statusCode).toBe(201);
    await expectNothingStored(async () => {
      const res = await upload(fileForm('big.png', padded(PNG, 5 * MB + 1)));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'Image file size must be less than 5MB',
      });
    });
  });

  it('refuses an image of more than 40 megapixels with a 413, storing nothing, and takes a smaller one', async () => {
    const solid = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#6a1b1b' } })
        .png()
        .toBuffer();
    // 48 megapixels in well under a megabyte: within the 5 MB limit, far past the pixel limit.
    const huge = await solid(8000, 6000);
    expect(huge.length).toBeLessThan(5 * MB);
    await expectNothingStored(async () => {
      const res = await upload(fileForm('huge.png', huge, 'image/png'));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'The image is too large: at most 40 megapixels.',
      });
    });
    const res = await upload(fileForm('wide.png', await solid(1600, 1200), 'image/png'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ width: 1600, height: 1200, name: 'wide.png' });
  });

  it('accepts a video of 20 MB and refuses one over 50 MB', async () => {
    expect((await upload(fileForm('trailer.mp4', padded(MP4, 20 * MB)))).statusCode).toBe(201);
    await expectNothingStored(async () => {
      const res = await upload(fileForm('huge.mp4', padded(MP4, 50 * MB + 1)));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'Video file size must be less than 50MB',
      });
    });
  });

  it('removes the stored file again when the database refuses the row', async () => {
    // The row is written in a transaction with its audit entry: the transaction is what fails.
    vi.spyOn(t.db.kysely, 'transaction').mockImplementationOnce(() => {
      throw new Error('database down');
    });
    await expectNothingStored(async () => {
      const res = await upload(fileForm('shot.png', PNG));
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('Something went wrong on our side');
    });
  });

  /** The disk as a test double: every write fails the way a full or broken disk fails it. */
  const failingDisk = (code: string) =>
    vi.spyOn(t.app.storage, 'put').mockImplementation(async () => {
      throw Object.assign(new Error(`${code}: write failed`), { code });
    });

  it('answers 507 with the envelope and keeps no row or file when the disk is full', async () => {
    failingDisk('ENOSPC');
    await expectNothingStored(async () => {
      const res = await upload(fileForm('shot.png', PNG));
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'Storage is full: no more files can be stored right now. Please try again later.',
      });
    });
  });

  it('answers 507, not 500, for any other write failure', async () => {
    failingDisk('EIO');
    await expectNothingStored(async () => {
      const res = await upload(fileForm('shot.png', PNG));
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        success: false,
        data: null,
        error: 'The file could not be stored right now. Please try again later.',
      });
    });
  });

  describe('bad requests', () => {
    it('refuses a JSON body with a 415 envelope', async () => {
      await expectNothingStored(async () => {
        const res = await t.request({
          method: 'POST',
          url: '/api/uploads',
          as: 'admin',
          payload: { file: 'shot.png' },
        });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({ success: false, data: null });
        expect(res.json().error).toMatch(/multipart\/form-data/);
      });
    });

    it('refuses a malformed JSON body with a 400 envelope', async () => {
      const res = await upload({ payload: '{"file": ', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, data: null, error: 'The request body is not valid JSON' });
    });

    it.each([
      ['a form without a file', form([{ field: 'title', data: 'hello' }])],
      ['an empty form', form([])],
      [
        'a file in another field',
        form([{ field: 'image', filename: 'shot.png', type: 'image/png', data: PNG }]),
      ],
    ])('refuses %s with 400', async (_label, body) => {
      await expectNothingStored(async () => {
        const res = await upload(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/Choose a file to upload in the "file" field/);
      });
    });

    it('refuses two files at once', async () => {
      await expectNothingStored(async () => {
        const res = await upload(
          form([
            { field: 'file', filename: 'a.png', type: 'image/png', data: PNG },
            { field: 'file', filename: 'b.png', type: 'image/png', data: PNG },
          ]),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('Upload one file at a time');
      });
    });

    it('refuses more than five form fields', async () => {
      await expectNothingStored(async () => {
        const fields = Array.from({ length: 6 }, (_, i) => ({ field: `f${i}`, data: 'x' }));
        const res = await upload(form([...fields, { field: 'file', filename: 'a.png', data: PNG }]));
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('Too many form fields');
      });
    });

    it('refuses a multipart body cut short', async () => {
      await expectNothingStored(async () => {
        const body = fileForm('shot.png', PNG);
        const res = await upload({ ...body, payload: body.payload.subarray(0, body.payload.length - 30) });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('The upload is incomplete or malformed');
      });
    });

    it('is described in the OpenAPI document', async () => {
      const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
      expect(doc.paths['/api/uploads/']?.post).toBeDefined();
    });

    it('accepts multipart bodies on this route only', async () => {
      const res = await t.request({ method: 'POST', url: '/api/subscribers', ...fileForm('shot.png', PNG) });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('access', () => {
    it.each([
      ['anonymous', null, 401],
      ['user', 'user', 403],
    ] as const)('refuses %s callers (%i) and stores nothing', async (_label, as, status) => {
      await expectNothingStored(async () => {
        const res = await upload(fileForm('shot.png', PNG), as);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ success: false, data: null });
      });
    });

    it.each(['admin', 'super_admin'] as const)('lets %s upload', async (as) => {
      const res = await upload(fileForm('shot.png', PNG), as);
      expect(res.statusCode).toBe(201);
      expect((await mediaRows()).slice(-1)[0]!.created_by).toBe(t.userIds[as]);
    });
  });
});
