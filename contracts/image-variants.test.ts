import { describe, expect, it } from 'vitest';
import {
  fallbackPath,
  originalOfVariant,
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
