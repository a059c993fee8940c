import { z } from 'zod';
import { noNul } from './common';
import { passwordField, userSchema } from './user';

export const loginSchema = z.object({
  username: z
    .string({ error: 'Please fill in all fields' })
    .trim()
    .min(1, 'Please fill in all fields')
    .max(254)
    .refine(...noNul('Username')),
  password: z
    .string({ error: 'Please fill in all fields' })
    .min(1, 'Please fill in all fields')
    .max(200)
    .refine(...noNul('Password')),
});

export const loginResultSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: passwordField,
});

/** Whether the sign-in page may print the demo account (docs/back-office-screens.md §2, Sign-in). */
export const loginHintsSchema = z.object({
  showSampleCredentials: z.boolean(),
  username: z.string().nullable(),
  password: z.string().nullable(),
});

export const INVALID_LOGIN = 'Invalid username or password';

export type LoginInput = z.input<typeof loginSchema>;
export type LoginResult = z.infer<typeof loginResultSchema>;
export type LoginHints = z.infer<typeof loginHintsSchema>;
