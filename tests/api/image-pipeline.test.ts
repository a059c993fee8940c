import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUploadedImage, variantPaths } from '../../contracts/image-variants';
import { registerMediaFiles } from '../../server/http/media-files';
import { fileForm } from './support/audit';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * Uploaded images through the real pipeline (sharp): measured on the request, their responsive
 * variants written after it, with real files of every accepted type and some that must be refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: registerMediaFiles });
});
afterAll(() => t.close());

/** A photo-like image: a gradient with some noise, so encoders have something to do. */
function pixels(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = ((x ^ y) * 7) & 255;
    }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

const upload = (name: string, data: Buffer, type = 'application/octet-stream') =>
  t.request({ method: 'POST', url: '/api/uploads', as: 'admin', ...fileForm(name, data, type) });
const fileOf = (publicPath: string) => path.join(t.config.mediaDir, publicPath.slice('/media/'.length));
const mediaRow = (url: string) =>
  t.db.kysely
    .selectFrom('media')
    .selectAll()
    .where('storage_key', '=', url.slice('/media/'.length))
    .executeTakeFirstOrThrow();
const uploadsOnDisk = () =>
  fs.readdirSync(path.join(t.config.mediaDir, 'uploads'), { recursive: false }).length;

async function expectVariants(url: string, widths: number[]) {
  await t.app.imageVariants.idle();
  expect((await mediaRow(url)).variants).toBe('ready');
  const image = parseUploadedImage(url)!;
  for (const variant of variantPaths(image)) {
    const meta = await sharp(fileOf(variant)).metadata();
    const [, width, format] = /\.w(\d+)\.(\w+)$/.exec(variant)!;
    expect(meta.width).toBe(Number(width));
    expect({ jpg: 'jpeg', avif: 'heif' }[format!] ?? format).toBe(meta.format);
  }
  const made = variantPaths(image).map((v) => Number(/\.w(\d+)\./.exec(v)![1]));
  expect([...new Set(made)]).toEqual(widths);
}

describe('the image pipeline', () => {
  it('measures a PNG on upload and writes AVIF and WebP variants after it, no wider than the original', async () => {
    const png = await pixels(1000, 500).png().toBuffer();
    const res = await upload('banner.png', png, 'image/png');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'image', mime: 'image/png', width: 1000, height: 500 });
    expect(data.url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}-1000x500-[0-9a-f]{6}\.png$/);
    const row = await mediaRow(data.url);
    expect(row).toMatchObject({ width: 1000, height: 500, color: parseUploadedImage(data.url)!.color });
    await expectVariants(data.url, [320, 640, 960, 1000]);
    // The original is kept byte for byte.
    expect(fs.readFileSync(fileOf(data.url)).equals(png)).toBe(true);
  });

  it('keeps a 6000 px JPEG as uploaded, with variants up to 1920 px and a JPEG fallback at that width', async () => {
    const jpeg = await pixels(6000, 4000).jpeg({ quality: 80 }).toBuffer();
    const res = await upload('huge.jpg', jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data;
    await expectVariants(url, [320, 640, 960, 1440, 1920]);
    expect(variantPaths(parseUploadedImage(url)!)).toContain(`${url}.w1920.jpg`);
    const smallest = fs.statSync(fileOf(`${url}.w640.avif`)).size;
    expect(smallest).toBeLessThan(jpeg.length / 20);
  });

  it('takes a WebP, and the orientation a camera wrote in EXIF', async () => {
    const webp = await pixels(400, 300).webp().toBuffer();
    const res = await upload('shot.webp', webp);
    expect(res.json().data.url).toMatch(/-400x300-[0-9a-f]{6}\.webp$/);
    await expectVariants(res.json().data.url, [320, 400]);

    // Stored 400×300 but to be shown turned a quarter: a portrait 300×400.
    const turned = await pixels(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const portrait = await upload('phone.jpg', turned);
    expect(portrait.json().data).toMatchObject({ width: 300, height: 400 });
    await t.app.imageVariants.idle();
    const variant = await sharp(fileOf(`${portrait.json().data.url}.w300.webp`)).metadata();
    expect([variant.width, variant.height]).toEqual([300, 400]);
  });

  it('names a file by what it is, whatever its extension says', async () => {
    const jpeg = await pixels(200, 100).jpeg().toBuffer();
    const res = await upload('really-a-jpeg.png', jpeg, 'image/png');
    expect(res.json().data).toMatchObject({ mime: 'image/jpeg', name: 'really-a-jpeg.png' });
    expect(res.json().data.url).toMatch(/-200x100-[0-9a-f]{6}\.jpg$/);
    await expectVariants(res.json().data.url, [200]);
  });

  it('keeps a GIF as uploaded (it may move), measured but without variants', async () => {
    const gif = await pixels(64, 32).gif().toBuffer();
    const res = await upload('loop.gif', gif);
    expect(res.json().data.url).toMatch(/-64x32-[0-9a-f]{6}\.gif$/);
    await t.app.imageVariants.idle();
    expect((await mediaRow(res.json().data.url)).variants).toBe('none');
  });

  it('refuses a damaged image with a clear error and stores nothing', async () => {
    const png = await pixels(300, 300).png().toBuffer();
    const before = {
      files: uploadsOnDisk(),
      rows: (await t.db.kysely.selectFrom('media').select('id').execute()).length,
    };
    const res = await upload('cut.png', png.subarray(0, Math.floor(png.length / 2)), 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'This image could not be read: the file may be damaged. Save it again or choose another one',
    );
    expect(uploadsOnDisk()).toBe(before.files);
    expect((await t.db.kysely.selectFrom('media').select('id').execute()).length).toBe(before.rows);
  });

  it('refuses an image type no page could show', async () => {
    const tiff = await pixels(50, 50).tiff().toBuffer();
    const res = await upload('scan.tif', tiff);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Images must be JPEG, PNG, WebP, AVIF or GIF files');
  });

  it('serves the original in place of a variant not written yet, uncached, then the variant', async () => {
    const png = await pixels(700, 350).png().toBuffer();
    const { url } = (await upload('soon.png', png)).json().data;
    await t.app.imageVariants.idle();
    const variant = `${url}.w640.avif`;
    const ready = await t.app.inject({ method: 'GET', url: variant });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('image/avif');
    expect(ready.headers['cache-control']).toContain('immutable');

    fs.rmSync(fileOf(variant));
    const missing = await t.app.inject({ method: 'GET', url: variant });
    expect(missing.statusCode).toBe(307);
    expect(missing.headers.location).toBe(url);
    expect(missing.headers['cache-control']).toBe('no-store');
    // Not a variant's name: no redirect, a plain 404; a broken escape is the sender's error.
    expect((await t.app.inject({ method: 'GET', url: `${url}.w640.exe` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/uploads/%E0%A4%A.w640.avif' })).statusCode).toBe(
      400,
    );
  });

  it('takes up at start the images an earlier run left pending', async () => {
    const png = await pixels(500, 250).png().toBuffer();
    const { url } = (await upload('interrupted.png', png)).json().data;
    await t.app.imageVariants.idle();
    // As if the instance stopped after the upload answered, before any variant was written.
    const image = parseUploadedImage(url)!;
    for (const variant of variantPaths(image)) fs.rmSync(fileOf(variant));
    await t.db.kysely
      .updateTable('media')
      .set({ variants: 'pending' })
      .where('storage_key', '=', url.slice('/media/'.length))
      .execute();
    await t.app.imageVariants.resumePending();
    await expectVariants(url, [320, 500]);
  });

  it('marks the variants failed and leaves none half-written when the storage is full', async () => {
    const small = await createTestApp({ env: { MEDIA_QUOTA_MB: '1' } });
    try {
      // Noise does not compress: about 0.9 MB of PNG, and its variants more than the 0.1 MB left.
      const noise = randomBytes(560 * 560 * 3);
      const png = await sharp(noise, { raw: { width: 560, height: 560, channels: 3 } })
        .png()
        .toBuffer();
      const res = await small.request({
        method: 'POST',
        url: '/api/uploads',
        as: 'admin',
        ...fileForm('wide.png', png, 'image/png'),
      });
      expect(res.statusCode).toBe(201);
      await small.app.imageVariants.idle();
      const { url } = res.json().data;
      const row = await small.db.kysely
        .selectFrom('media')
        .select('variants')
        .where('storage_key', '=', url.slice('/media/'.length))
        .executeTakeFirstOrThrow();
      expect(row.variants).toBe('failed');
      const left = fs.readdirSync(path.join(small.config.mediaDir, 'uploads'));
      expect(left).toEqual([url.split('/').pop()]);
    } finally {
      await small.close();
    }
  });
});
