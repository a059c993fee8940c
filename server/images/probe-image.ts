import { readImage, readImageHeader, withinPixelLimit } from './sharp';
import type { ImageFacts } from '../../contracts/image-variants';

/** An upload whose bytes start like an image but do not decode as one (cut short, damaged). */
export class UnreadableImageError extends Error {}

/** An image with more pixels than may be decoded (MAX_INPUT_PIXELS in ./sharp). */
export class ImageTooLargeError extends Error {}

const unreadable = (error: unknown) =>
  new UnreadableImageError(error instanceof Error ? error.message : String(error));

/**
 * Decodes an uploaded image once, on the request: it proves the whole file reads (a damaged one is
 * refused before anything is stored) and gives the facts its stored name carries. The decode goes
 * straight to 8×8 pixels, which JPEG and WebP do while reading (shrink-on-load), so a 6000 px photo
 * takes tens of milliseconds; a PNG is read whole. An image past the pixel limit is refused from
 * its header alone.
 */
export async function probeImage(data: Buffer): Promise<ImageFacts> {
  const header = await readImageHeader(data).catch((error: unknown) => {
    throw unreadable(error);
  });
  const { width, height } = header.autoOrient;
  if (!withinPixelLimit({ width, height })) throw new ImageTooLargeError();
  try {
    const { data: pixels } = await readImage(data, { failOn: 'error' })
      .resize(8, 8, { fit: 'fill' })
      .flatten({ background: '#0b0b0d' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width, height, color: averageColour(pixels) };
  } catch (error) {
    throw unreadable(error);
  }
}

/** `rrggbb` of the mean of RGB pixels. */
function averageColour(pixels: Buffer): string {
  const sums = [0, 0, 0];
  for (let i = 0; i < pixels.length; i += 3) for (let c = 0; c < 3; c++) sums[c]! += pixels[i + c]!;
  const count = pixels.length / 3;
  return sums
    .map((sum) =>
      Math.round(sum / count)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}
