import { z } from 'zod';
import { booleanField, LIMITS, mediaUrl, queryFlag, requiredText } from './common';

export const GAME_PLATFORMS = ['PC', 'Mobile', 'Board Game'] as const;
export const GAME_MODE_STATUSES = ['Available', 'Coming Soon', 'In Development'] as const;

export const gameModeInputSchema = z.object({
  name: requiredText('Name', { max: LIMITS.name }),
  subtitle: requiredText('Subtitle', { max: LIMITS.subject }),
  description: requiredText('Description', { max: LIMITS.message }),
  platform: z
    .enum(GAME_PLATFORMS, { error: `Platform must be one of ${GAME_PLATFORMS.join(', ')}` })
    .default('PC'),
  status: z
    .enum(GAME_MODE_STATUSES, { error: `Status must be one of ${GAME_MODE_STATUSES.join(', ')}` })
    .default('Coming Soon'),
  featured: booleanField('Featured').default(false),
  imageUrl: mediaUrl('Image').optional().default(null),
  videoUrl: mediaUrl('Video').optional().default(null),
  linkUrl: mediaUrl('Link').optional().default(null),
  // Each check names the field: a check without its own message would inherit "must be a number".
  order: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(100_000, 'Order is too large')
    .optional(),
  isActive: booleanField('Active').default(true),
});

export const gameModeSchema = z.object({
  id: z.number(),
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  platform: z.enum(GAME_PLATFORMS),
  status: z.enum(GAME_MODE_STATUSES),
  featured: z.boolean(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  order: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Filters for GET /api/game-modes; `active` only counts for staff (the public sees active modes). */
export const gameModeListQuery = z.object({
  active: queryFlag('active'),
  featured: queryFlag('featured'),
  platform: z
    .enum(GAME_PLATFORMS, { error: `platform must be one of ${GAME_PLATFORMS.join(', ')}` })
    .optional(),
});

export type GameMode = z.infer<typeof gameModeSchema>;
export type GameModeInput = z.input<typeof gameModeInputSchema>;
