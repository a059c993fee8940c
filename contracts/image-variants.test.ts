import { describe, expect, it } from 'vitest';
import {
  builtInSrcSet,
  builtInVariantPaths,
  fallbackPath,
  originalOfBuiltInVariant,
  originalOfVariant,
  parseBuiltInImage,
  parseUploadedImage,
  uploadedImageName,
  variantPaths,
  variantWidths,
} from './image-variants';

const ID = '0b5d3a52-4a52-4c1e-9a0f-3d2b8c1e7f10';

describe('uploaded image paths', () => {
  it('carry the size and colour the pipeline measured, and only those', () => {
    const name = uploadedImageName(ID, { width: 3000, height: 2000, color: '3a2b1c' }, 'jpg');
    expect(parseUploadedImage(`/media/uploads/${name}`)).toEqual({
      path: `/media/uploads/${name}`,
      ext: 'jpg',
      width: 3000,
      height: 2000,
      color: '3a2b1c',
    });
    expect(parseUploadedImage(`/media/uploads/${ID}.png`)).toBeNull();
    expect(parseUploadedImage('/images/VESPERA 360.png')).toBeNull();
    expect(parseUploadedImage(`/media/uploads/${ID}-10x10-000000.mp4`)).toBeNull();
    expect(parseUploadedImage(`https://cdn.example/media/uploads/${name}`)).toBeNull();
  });

  it('never lists a width larger than the original', () => {
    expect(variantWidths(6000)).toEqual([320, 640, 960, 1440, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('falls back to the original, or to its own format at the largest width', () => {
    const small = parseUploadedImage(`/media/uploads/${ID}-800x600-101010.png`)!;
    expect(fallbackPath(small)).toBe(small.path);
    expect(variantPaths(small)).toHaveLength(6);
    const big = parseUploadedImage(`/media/uploads/${ID}-6000x4000-101010.jpg`)!;
    expect(fallbackPath(big)).toBe(`${big.path}.w1920.jpg`);
    expect(variantPaths(big)).toHaveLength(11);
    expect(variantPaths(big)).toContain(`${big.path}.w320.avif`);
    const gif = parseUploadedImage(`/media/uploads/${ID}-64x64-101010.gif`)!;
    expect(variantPaths(gif)).toEqual([]);
  });

  it('lead from a variant back to its original', () => {
    const original = `/media/uploads/${ID}-6000x4000-101010.jpg`;
    expect(originalOfVariant(`${original}.w640.avif`)).toBe(original);
    expect(originalOfVariant(`${original}.w1920.jpg`)).toBe(original);
    expect(originalOfVariant(original)).toBeNull();
    expect(originalOfVariant(`/media/feedback/${ID}-6000x4000-101010.jpg.w640.avif`)).toBeNull();
  });
});

describe('built-in art (docs/decisions/0052)', () => {
  it("has the generator's sizes: portraits 360×480, posters 1280×720; nothing else is built-in art", () => {
    expect(parseBuiltInImage('/images/KAEL 360.png')).toEqual({
      path: '/images/KAEL 360.png',
      ext: 'png',
      width: 360,
      height: 480,
      formats: ['webp'],
    });
    expect(parseBuiltInImage('/videos/KAEL Vid 1920.webp')).toMatchObject({ width: 1280, height: 720 });
    expect(parseBuiltInImage('/videos/chapters/chapter-2.webp')).toMatchObject({ width: 1280 });
    expect(parseBuiltInImage('/videos/backgrounds/background-3.webp')).toMatchObject({ width: 1280 });
    for (const other of [
      '/videos/KAEL/Strike.webp',
      '/videos/KAEL Vid 1920.mp4',
      `/media/uploads/${ID}-360x480-000000.png`,
      'https://example.com/images/KAEL 360.png',
      '/images/../KAEL 360.png',
    ])
      expect(parseBuiltInImage(other), other).toBeNull();
  });

  it('lists every variant by width in a srcset whose URLs are escaped', () => {
    const portrait = parseBuiltInImage('/images/KAEL 360.png')!;
    expect(builtInSrcSet(portrait, 'webp')).toBe(
      '/media/built-in/images/KAEL%20360.png.w320.webp 320w, /media/built-in/images/KAEL%20360.png.w360.webp 360w',
    );
    // Portraits come as WebP only (decision 0052): no AVIF variant is made or served.
    expect(builtInVariantPaths(portrait)).toEqual([
      '/media/built-in/images/KAEL 360.png.w320.webp',
      '/media/built-in/images/KAEL 360.png.w360.webp',
    ]);
    // A poster is WebP already: the original itself is its widest WebP, nothing makes it again.
    const poster = parseBuiltInImage('/videos/chapters/chapter-1.webp')!;
    expect(builtInVariantPaths(poster)).toEqual(
      [320, 640, 960].map((w) => `/media/built-in/videos/chapters/chapter-1.webp.w${w}.webp`),
    );
    expect(builtInSrcSet(poster, 'webp')).toMatch(
      /^\/media\/built-in\/videos\/chapters\/chapter-1\.webp\.w320\.webp 320w, .*, \/videos\/chapters\/chapter-1\.webp 1280w$/,
    );
  });

  it('finds the original of a variant, and only of one the pipeline makes', () => {
    expect(originalOfBuiltInVariant('/media/built-in/images/KAEL 360.png.w360.webp')?.path).toBe(
      '/images/KAEL 360.png',
    );
    expect(originalOfBuiltInVariant('/media/built-in/images/KAEL 360.png.w640.webp')).toBeNull();
    expect(originalOfBuiltInVariant('/media/built-in/images/KAEL 360.png.w360.avif')).toBeNull();
    expect(originalOfBuiltInVariant('/media/built-in/images/KAEL 360.png.w320.png')).toBeNull();
    expect(originalOfBuiltInVariant('/media/built-in/videos/KAEL/Strike.mp4.w320.avif')).toBeNull();
    expect(originalOfBuiltInVariant('/media/built-in/videos/chapters/chapter-1.webp.w1280.webp')).toBeNull();
    expect(originalOfBuiltInVariant('/media/built-in/videos/chapters/chapter-1.webp.w320.avif')).toBeNull();
  });
});
