import { z } from 'zod';
import { emailField, noNul } from './common';
import { passwordField } from './user';

/** Password reset by email (docs/back-office-screens.md, Forgot password). */
export const RESET_LINK_SENT = 'If an account uses that address, a link to reset its password is on its way.';
export const RESET_UNAVAILABLE =
  'Password reset by email is not set up on this site. Ask a super admin to reset your password.';
export const RESET_LINK_INVALID = 'This reset link has expired or has already been used.';
export const RESET_DONE = 'Your password was changed. Sign in with the new one.';
export const PASSWORDS_DIFFER = 'The passwords do not match';

/** How long a mailed link stays valid. */
export const RESET_LINK_MINUTES = 30;

export const resetAvailabilitySchema = z.object({
  available: z.boolean().describe('False without SMTP_URL: nothing can be mailed, so the form is not shown'),
});

export const resetRequestSchema = z.object({
  email: emailField().describe('The address of the account; the answer is the same whether one uses it'),
});

export const resetRequestedSchema = z.object({
  message: z.string().describe('Always the same text, so the answer does not tell which addresses exist'),
});

const tokenField = z
  .string({ error: RESET_LINK_INVALID })
  .min(1, RESET_LINK_INVALID)
  .max(200, RESET_LINK_INVALID)
  .refine(...noNul('Token'))
  .describe('The token from the mailed link');

export const resetCheckSchema = z.object({ token: tokenField });

export const resetCheckedSchema = z.object({
  valid: z.boolean().describe('False for an expired, used, replaced or unknown link'),
});

export const resetCompleteSchema = z.object({ token: tokenField, password: passwordField });

export const resetCompletedSchema = z.object({ changed: z.literal(true) });

/** The reset page's form: the password twice; only `password` goes to the server. */
export const newPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });

export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
export type ResetAvailability = z.infer<typeof resetAvailabilitySchema>;
export type ResetChecked = z.infer<typeof resetCheckedSchema>;
