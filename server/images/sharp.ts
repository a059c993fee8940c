import sharp, { type SharpOptions } from 'sharp';

// One libvips thread per image: on a small host the other core keeps answering requests while
// variants are made. Its operation cache only pays for repeated work on one file; uploads never are.
sharp.concurrency(1);
sharp.cache(false);

/**
 * The most pixels (width × height) an image may have to be decoded at all: 40 megapixels, a
 * 7,680 × 5,120 photo. sharp's own default (268 megapixels) lets a small, highly compressed PNG
 * ask for a gigabyte of memory once decoded (docs/decisions/0044-content-leaving-the-site.md).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The answer to an image past the limit (413). */
export const IMAGE_TOO_MANY_PIXELS = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/** sharp on an input, always with the pixel limit: every decode of an image goes through here. */
export const readImage = (input: Buffer, options: SharpOptions = {}) =>
  sharp(input, { ...options, limitInputPixels: MAX_INPUT_PIXELS });

/**
 * An image's header: its size and format, read without decoding a pixel, so the size can be
 * checked against the limit before any memory goes to pixels (sharp would refuse it with a bare
 * "Input image exceeds pixel limit").
 */
export const readImageHeader = (input: Buffer) =>
  sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();

/** Whether an image of this size may be decoded. */
export const withinPixelLimit = ({ width, height }: { width: number; height: number }) =>
  width * height <= MAX_INPUT_PIXELS;
