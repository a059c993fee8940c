import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

export const uploadResultSchema = z.object({
  url: z.string(),
  kind: z.enum(['image', 'video']),
  mime: z.string(),
  size: z.number(),
  name: z.string(),
});

export type UploadResult = z.infer<typeof uploadResultSchema>;
