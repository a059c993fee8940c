import { z } from 'zod';
import { sessionsEndedSchema } from './account';
import { noNul } from './common';
import { resetCompleteSchema, resetCompletedSchema } from './password-reset';
import { recoveryCodesSchema } from './two-factor';
import { userSchema } from './user';

/**
 * Fresh proof (docs/decisions/0041-fresh-proof-and-security-mails.md): what outlives a session
 * (a passkey, two-factor sign-in, the account's address) changes only within a few minutes of the
 * owner giving the password or a code again.
 */
export const FRESH_PROOF_REQUIRED = 'Confirm your password to continue.';
export const PROOF_REQUIRED = 'Enter your password or a code';
export const NO_CODES_WITHOUT_TWO_FACTOR = 'Two-factor sign-in is off for this account: enter your password';

/** How long a sign-in or a confirmation counts as fresh. */
export const REAUTH_WINDOW_MINUTES = 5;
export const REAUTH_WINDOW_MS = REAUTH_WINDOW_MINUTES * 60_000;

export const reauthenticateSchema = z
  .object({
    password: z
      .string({ error: 'Password must be text' })
      .max(200, 'Password must be at most 200 characters')
      .refine(...noNul('Password'))
      .optional()
      .describe('The account password'),
    code: z
      .string({ error: 'Code must be text' })
      .trim()
      .max(64, 'Invalid code')
      .refine(...noNul('Code'))
      .optional()
      .describe('With two-factor sign-in on: a code from the app, or a recovery code (then spent)'),
  })
  .refine((v) => Boolean(v.password) !== Boolean(v.code), { error: PROOF_REQUIRED, path: ['password'] });

export const reauthenticatedSchema = z.object({
  freshUntil: z.string().describe('Until when this session may make such changes, ISO-8601 UTC'),
});

/** A passkey as listed after a password change or reset, so one the owner does not know goes. */
export const passkeyToReviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

const passkeysToReview = z
  .array(passkeyToReviewSchema)
  .describe('The passkeys that still sign in to the account: each signs in without the password');

/** PUT /api/account/password: the sessions ended and the passkeys to review. */
export const accountPasswordChangedSchema = sessionsEndedSchema.extend({ passkeys: passkeysToReview });

/** PUT /api/auth/password: the account, as before, with the passkeys to review. */
export const authPasswordChangedSchema = userSchema.extend({ passkeys: passkeysToReview });

/** POST /api/two-factor/confirm: the recovery codes, and how many other sessions ended. */
export const twoFactorEnabledSchema = recoveryCodesSchema.extend({
  sessionsEnded: z.number().describe("How many of the account's other sessions were ended"),
});

export const resetCompletionSchema = resetCompleteSchema.extend({
  removePasskeys: z
    .union([z.literal('all'), z.array(z.number().int().positive()).max(100)], {
      error: 'removePasskeys must be "all" or a list of passkey ids',
    })
    .optional()
    .describe('Passkeys of the account to remove with the reset: "all", or their ids'),
});

export const resetCompletionAnswerSchema = resetCompletedSchema.extend({
  passkeysRemoved: z.number().describe('How many passkeys the reset removed'),
  passkeys: passkeysToReview,
});

export type ReauthenticateInput = z.input<typeof reauthenticateSchema>;
export type Reauthenticated = z.infer<typeof reauthenticatedSchema>;
export type PasskeyToReview = z.infer<typeof passkeyToReviewSchema>;
export type AccountPasswordChanged = z.infer<typeof accountPasswordChangedSchema>;
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;
