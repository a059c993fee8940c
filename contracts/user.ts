import { z } from 'zod';
import { pageQuery, searchParam, sortOrderParam } from './paging';
import { LIMITS, emailField, noNul, requiredText } from './common';

export const ROLES = ['user', 'admin', 'super_admin'] as const;
/** The password rules (docs/decisions/0040-password-rules.md); the common-password check is the server's. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long.`;
export const USERNAME_MIN = 3;

export const usernameField = requiredText('Username', { max: 40 })
  .refine((v) => v.length >= USERNAME_MIN, {
    error: `Username must be at least ${USERNAME_MIN} characters long`,
  })
  .refine((v) => /^[A-Za-z0-9_]+$/.test(v), {
    error: 'Username can only contain letters, numbers, and underscores',
  });

export const passwordField = z
  .string({ error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(...noNul('Password'));

/** A password found in the common-password list or rated easy to guess (server/auth/password-policy.ts). */
export const PASSWORD_TOO_COMMON =
  'This password is too common or has appeared in a data breach. Please choose another one.';
/** A password holding the account's username or the name part of its email address. */
export const PASSWORD_HAS_IDENTITY = 'Password must not contain the username or email address.';
/** The server's answers about a new password, which forms show under the password field. */
export const PASSWORD_RULE_MESSAGES: readonly string[] = [
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_COMMON,
  PASSWORD_HAS_IDENTITY,
];

const roleField = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

export const userCreateSchema = z.object({
  name: requiredText('Name', { max: LIMITS.name }),
  username: usernameField,
  email: emailField(),
  password: passwordField,
  role: roleField.default('user'),
});

export const userUpdateSchema = z.object({
  name: requiredText('Name', { max: LIMITS.name }).optional(),
  email: emailField().optional(),
  role: roleField.optional(),
  password: passwordField.optional(),
  /** Required when users change their own email or password; ignored otherwise. */
  currentPassword: z
    .string({ error: 'Current password must be text' })
    .max(200, 'Current password must be at most 200 characters')
    .optional(),
});

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to change your own email or password';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleField,
  avatar: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  passwordChangeRequired: z
    .boolean()
    .describe('The password failed the password rules at a sign-in: a new one is asked for'),
});

/** A row of the users list: the account and how it signs in (docs/back-office-screens.md, User Management). */
export const userListItemSchema = userSchema.extend({
  twoFactor: z.enum(['on', 'off']).describe('Whether sign-in asks for a code from an authenticator app'),
  twoFactorRequired: z.boolean().describe('REQUIRE_2FA applies to the role and two-factor is off'),
  twoFactorLinkRequired: z
    .boolean()
    .describe('Two-factor can only be set up through the enrolment link mailed to the account'),
  passkeys: z.number().int().describe('How many passkeys the account has'),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListQuery = z
  .object({
    role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).optional(),
    search: searchParam.describe('Case-insensitive text the name, username or email must contain'),
    order: sortOrderParam,
  })
  .extend(pageQuery.shape);
export type UserFilter = z.infer<typeof userListQuery>;

/** The summary cards of the users screen, over every account. */
export const userStatsSchema = z.object({
  total: z.number(),
  byRole: z.object({ user: z.number(), admin: z.number(), super_admin: z.number() }),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export type User = z.infer<typeof userSchema>;
export type Role = (typeof ROLES)[number];
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
