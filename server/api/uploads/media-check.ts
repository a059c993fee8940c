import path from 'node:path';
import { LIMITS } from '../../../contracts/common';
import { UPLOAD_ERRORS } from '../../../contracts/system';
import { HttpError } from '../../http/errors';
import { type SniffedMedia, sniffMedia } from '../../storage/sniff-media';

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
