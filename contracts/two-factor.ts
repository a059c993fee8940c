import { z } from 'zod';
import { loginResultSchema } from './auth';
import { noNul } from './common';

/** Answers of the two-factor sign-in (docs/back-office-screens.md, Two-factor sign-in). */
export const INVALID_CODE = 'Invalid code';
export const SIGN_IN_EXPIRED = 'Your sign-in expired. Sign in again.';
export const SETUP_REQUIRED = 'Set up two-factor sign-in first';
export const CODE_REQUIRED = 'Please enter the code';

/** A six-digit code from the app, or a recovery code where the route says so; spaces are ignored. */
const codeField = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(64, INVALID_CODE)
  .refine(...noNul('Code'));

export const twoFactorCodeSchema = z.object({
  code: codeField.describe('A current code from the authenticator app (or, to turn off, a recovery code)'),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** REQUIRE_2FA applies to this account and it has no two-factor yet: only enrolment is open. */
  setupRequired: z.boolean(),
});

export const twoFactorSetupSchema = z.object({
  uri: z.string().describe('otpauth://totp/… for the authenticator app'),
  qrCode: z.string().describe('The URI as a QR code, an SVG data URL'),
  secret: z.string().describe('The base32 secret in groups of four, for typing'),
});

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Ten single-use codes, shown this once'),
});

/** POST /api/auth/login for an account with two-factor on: no session yet, a challenge instead. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string().describe('Single-use, valid for 5 minutes'),
  expiresAt: z.string(),
});

/** A password sign-in: a session, which REQUIRE_2FA may limit to enrolment until two-factor is on. */
export const sessionResultSchema = loginResultSchema.extend({
  twoFactorSetupRequired: z.boolean().optional(),
});

export const loginAnswerSchema = z.union([sessionResultSchema, twoFactorChallengeSchema]);

export const twoFactorLoginSchema = z
  .object({
    challenge: z
      .string({ error: SIGN_IN_EXPIRED })
      .min(1, SIGN_IN_EXPIRED)
      .max(200, SIGN_IN_EXPIRED)
      .refine(...noNul('Challenge')),
    code: codeField.optional(),
    recoveryCode: codeField.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    error: CODE_REQUIRED,
    path: ['code'],
  });

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export type SessionResult = z.infer<typeof sessionResultSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;
