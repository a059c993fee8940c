import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInVariantPaths, parseBuiltInImage } from '../../contracts/image-variants';
import { registerMediaFiles } from '../../server/http/media-files';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * The built-in art (portraits, video posters) gets the uploads' variants (docs/decisions/0052):
 * made by the same pipeline the first time one is asked for, the original standing in meanwhile,
 * and cached as the originals are, since a studio may replace the art at its path.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: registerMediaFiles });
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const fileOf = (mediaPath: string) => path.join(t.config.mediaDir, mediaPath.slice('/media/'.length));

describe('built-in art variants', () => {
  it('answers a portrait variant not made yet with its WebP, then makes every width in WebP', async () => {
    const first = await get('/media/built-in/images/KAEL%20360.png.w320.webp');
    expect(first.statusCode).toBe(307);
    expect(first.headers.location).toBe('/images/KAEL%20360.webp');
    expect(first.headers['cache-control']).toBe('no-store');

    await t.app.imageVariants.idle();
    const image = parseBuiltInImage('/images/KAEL 360.png')!;
    for (const variant of builtInVariantPaths(image)) {
      const meta = await sharp(fileOf(variant)).metadata();
      const [, width, format] = /\.w(\d+)\.(\w+)$/.exec(variant)!;
      expect(meta.width).toBe(Number(width));
      expect(meta.format).toBe(format);
    }
    expect(builtInVariantPaths(image)).toHaveLength(2);
    const made = await get('/media/built-in/images/KAEL%20360.png.w320.webp');
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('image/webp');
    expect(made.headers['cache-control']).toBe('public, max-age=3600');
    expect(made.headers.etag).toBeTruthy();
    expect(made.rawPayload.length).toBeLessThan(fs.statSync('public/images/KAEL 360.webp').size);
  });

  it('makes a WebP poster at 320 to 960 px, the original standing for its own 1280', async () => {
    expect((await get('/media/built-in/videos/chapters/chapter-1.webp.w640.webp')).headers.location).toBe(
      '/videos/chapters/chapter-1.webp',
    );
    await t.app.imageVariants.idle();
    const widths = await Promise.all(
      builtInVariantPaths(parseBuiltInImage('/videos/chapters/chapter-1.webp')!).map(
        async (variant) => (await sharp(fileOf(variant)).metadata()).width,
      ),
    );
    expect(widths).toEqual([320, 640, 960]);
  });

  it('redirects nothing the pipeline does not make, and makes nothing for art that is not shipped', async () => {
    for (const url of [
      // Portraits are WebP only (decision 0052).
      '/media/built-in/images/KAEL%20360.png.w320.avif',
      '/media/built-in/images/KAEL%20360.png.w640.avif',
      '/media/built-in/videos/KAEL/Strike.webp.w320.avif',
      '/media/built-in/videos/chapters/chapter-1.webp.w640.avif',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    // A name that does not decode is the static files' 400, not a redirect.
    expect((await get('/media/built-in/images/%E0%A4%A.png.w320.webp')).statusCode).toBe(400);
    const missing = await get('/media/built-in/images/NOBODY%20360.png.w320.webp');
    expect(missing.statusCode).toBe(307);
    await t.app.imageVariants.idle();
    expect(fs.existsSync(fileOf('/media/built-in/images/NOBODY 360.png.w320.webp'))).toBe(false);
  });

  it('drops variants made from art replaced since, at the next start', async () => {
    await get('/media/built-in/images/ASHKA%20360.png.w360.webp');
    await t.app.imageVariants.idle();
    const variant = fileOf('/media/built-in/images/ASHKA 360.png.w360.webp');
    expect(fs.existsSync(variant)).toBe(true);
    fs.writeFileSync(fileOf('/media/built-in/images/ASHKA 360.png.source'), 'another file');
    t.app.builtInVariants.dropStale();
    await t.app.imageVariants.idle();
    expect(fs.existsSync(variant)).toBe(false);
    // Variants that match their art stay.
    expect(fs.existsSync(fileOf('/media/built-in/images/KAEL 360.png.w360.webp'))).toBe(true);
  });
});
