import { LIMITS } from '@contracts/common';
import { UPLOAD_ERRORS } from '@contracts/system';

export type MediaKind = 'image' | 'video';

/** The chooser's refusals, checked before anything is sent (docs/back-office-screens.md §5). */
export const MEDIA_FILE_ERRORS = {
  image: { type: 'Please select a valid image file (PNG, JPG, etc.)', size: UPLOAD_ERRORS.imageTooLarge },
  video: { type: 'Please select a valid video file (MP4, WebM, etc.)', size: UPLOAD_ERRORS.videoTooLarge },
} as const;

const MAX_BYTES: Record<MediaKind, number> = {
  image: LIMITS.uploadImageBytes,
  video: LIMITS.uploadVideoBytes,
};

/** The message that refuses the file, or null when it may be uploaded. */
export function checkMediaFile(kind: MediaKind, file: { type: string; size: number }): string | null {
  if (!file.type.startsWith(`${kind}/`)) return MEDIA_FILE_ERRORS[kind].type;
  if (file.size > MAX_BYTES[kind]) return MEDIA_FILE_ERRORS[kind].size;
  return null;
}

/** "12.35 MB": the size shown next to a chosen file, two decimals. */
export function formatMegabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** "640 KB", "1.25 MB": a stored file's size, as the media library lists it. */
export function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
