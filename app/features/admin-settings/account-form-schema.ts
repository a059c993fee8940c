import { accountPasswordSchema } from '@contracts/account';
import { z } from 'zod';

/** The API's password payload plus a second typing of the new one, checked here only. */
export const passwordFormSchema = accountPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    error: 'The two new passwords do not match',
  });

export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email';

/** Server texts that belong under one field rather than only in a toast. */
export function fieldOfServerError(message: string): 'email' | 'currentPassword' | undefined {
  if (/current password/i.test(message)) return 'currentPassword';
  if (/email/i.test(message)) return 'email';
  return undefined;
}
