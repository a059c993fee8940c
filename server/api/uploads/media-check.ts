import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { LIMITS } from '../../../contracts/common';
import { type ImageFacts, VARIANT_SOURCE_EXTS, uploadedImageName } from '../../../contracts/image-variants';
import { UPLOAD_ERRORS } from '../../../contracts/system';
import { HttpError } from '../../core/errors';
import { type SniffedMedia, sniffMedia } from '../../storage/sniff-media';
import { ImageTooLargeError, UnreadableImageError, probeImage } from '../../images/probe-image';
import { IMAGE_TOO_MANY_PIXELS } from '../../images/sharp';

/**
 * Accepts an upload by what its bytes are, not by its name or declared type, within the limit of
 * its kind. `truncated` means the multipart reader stopped at its 50 MB cap, so the real file is
 * larger than anything allowed; the first 50 MB are still enough to say what kind it was.
 */
export async function checkUpload(data: Buffer, truncated: boolean): Promise<SniffedMedia> {
  const media = await sniffMedia(data);
  if (!media) throw new HttpError(415, UPLOAD_ERRORS.invalidType);
  if (media.kind === 'image' && (truncated || data.length > LIMITS.uploadImageBytes))
    throw new HttpError(413, UPLOAD_ERRORS.imageTooLarge);
  if (media.kind === 'video' && (truncated || data.length > LIMITS.uploadVideoBytes))
    throw new HttpError(413, UPLOAD_ERRORS.videoTooLarge);
  return media;
}

/** The name as the browser sent it, without any folder part (some browsers send a full path). */
export function uploadName(filename: string | undefined, ext: string): string {
  const base = path.posix.basename((filename ?? '').replace(/\\/g, '/'));
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned || `upload.${ext}`;
}

/** Image types a browser shows and the pipeline reads; a GIF is kept as uploaded, unmeasured by type. */
const READABLE_IMAGES = [...VARIANT_SOURCE_EXTS, 'gif'];

/**
 * An image's size and colour, decoded on the request so a damaged file (422) or one past the pixel
 * limit (413) is refused before anything is stored; other image types (TIFF, BMP, PSD, HEIC…) are
 * refused (415): no page could show them. Null for a video.
 */
export async function measureUpload(media: SniffedMedia, data: Buffer): Promise<ImageFacts | null> {
  if (media.kind !== 'image') return null;
  if (!READABLE_IMAGES.includes(media.ext)) throw new HttpError(415, UPLOAD_ERRORS.unsupportedImage);
  try {
    return await probeImage(data);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new HttpError(422, UPLOAD_ERRORS.unreadableImage);
    if (error instanceof ImageTooLargeError) throw new HttpError(413, IMAGE_TOO_MANY_PIXELS);
    throw error;
  }
}

/** Where an upload is stored: an image's name carries its size and colour (docs/decisions/0031). */
export const uploadKey = (media: SniffedMedia, facts: ImageFacts | null) =>
  `uploads/${facts ? uploadedImageName(randomUUID(), facts, media.ext) : `${randomUUID()}.${media.ext}`}`;
