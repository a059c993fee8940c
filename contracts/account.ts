import { z } from 'zod';
import { LIMITS, emailField, mediaUrl, requiredText } from './common';
import { passwordField } from './user';
import { pageQuery } from './paging';

/**
 * The signed-in staff member's own account (docs/back-office-screens.md, Settings): profile,
 * password and sessions. The profile is read with the users' own schema (contracts/user.ts).
 */

const currentPasswordField = z
  .string({ error: 'Current password must be text' })
  .max(200, 'Current password must be at most 200 characters');

export const profileUpdateSchema = z.object({
  name: requiredText('Name', { max: LIMITS.name }),
  email: emailField(),
  avatar: mediaUrl('Avatar')
    .optional()
    .describe('An uploaded image path; omitted keeps the current one, null or empty removes it'),
  currentPassword: currentPasswordField
    .optional()
    .describe('Required when the email changes; a stolen session alone must not move the account'),
});

export const accountPasswordSchema = z.object({
  currentPassword: currentPasswordField.min(1, 'Current password is required'),
  newPassword: passwordField,
});

export const accountSessionSchema = z.object({
  id: z.number(),
  device: z
    .string()
    .describe('The browser and system the session was opened from ("Chrome on Linux"), or "Unknown device"'),
  ip: z.string().nullable().describe('The address the session was opened from, as the server saw it'),
  createdAt: z.string().describe('When the session was opened, ISO-8601 UTC'),
  lastUsedAt: z.string().describe('When it was last used, to within about a minute'),
  expiresAt: z.string(),
  current: z.boolean().describe('True for the session making this request'),
});

/** Sessions per page unless `limit` says otherwise: as many as an account keeps by default. */
export const SESSIONS_PAGE_SIZE = 10;
const SESSIONS_PAGE_MAX = 100;

export const sessionListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${SESSIONS_PAGE_MAX}`)
    .max(SESSIONS_PAGE_MAX, `limit must be between 1 and ${SESSIONS_PAGE_MAX}`)
    .default(SESSIONS_PAGE_SIZE)
    .describe(`Sessions per page: ${SESSIONS_PAGE_SIZE} unless given, at most ${SESSIONS_PAGE_MAX}`),
  offset: pageQuery.shape.offset,
});

/** Signing out the other sessions takes no fields; the body is an empty object. */
export const signOutOthersSchema = z.object({});

export const sessionsEndedSchema = z.object({
  ended: z.number().describe('How many sessions were ended'),
});

export const CANNOT_END_CURRENT = 'This is the session you are using: sign out instead';

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type AccountPasswordInput = z.input<typeof accountPasswordSchema>;
export type AccountSession = z.infer<typeof accountSessionSchema>;
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
