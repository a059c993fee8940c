import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

/** GET /api/ready: every service this instance needs, by name (database, storage, redis, mail). */
export const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.record(z.string(), z.literal('ok')),
});

/** The back-office upload refusals; the forms show the same words before sending. */
export const UPLOAD_ERRORS = {
  invalidType: 'Please select a valid image or video file',
  imageTooLarge: 'Image file size must be less than 5MB',
  videoTooLarge: 'Video file size must be less than 50MB',
  unsupportedImage: 'Images must be JPEG, PNG, WebP, AVIF or GIF files',
  unreadableImage:
    'This image could not be read: the file may be damaged. Save it again or choose another one',
} as const;

export const uploadResultSchema = z.object({
  url: z.string(),
  kind: z.enum(['image', 'video']),
  mime: z.string(),
  size: z.number(),
  name: z.string(),
  /** An image's pixels after EXIF orientation; null for a video. */
  width: z.number().nullable(),
  height: z.number().nullable(),
});

export type UploadResult = z.infer<typeof uploadResultSchema>;
