import { LIMITS } from '@contracts/common';
import { PASSWORD_TOO_SHORT, ROLES, USERNAME_MIN, type User, passwordField } from '@contracts/user';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/** Client messages of docs/back-office-screens.md §5. */
export const USER_MESSAGES = {
  required: 'Please fill in all required fields.',
  email: 'Please enter a valid email address.',
  emailTaken: 'Email address already exists.',
  usernameTaken: 'Username already exists.',
  password: PASSWORD_TOO_SHORT,
  usernameShort: `Username must be at least ${USERNAME_MIN} characters long`,
  usernameChars: 'Username can only contain letters, numbers, and underscores',
} as const;

/** A basic address pattern: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) =>
  z.string().trim().min(1, USER_MESSAGES.required).max(max, `At most ${max} characters`);
const email = required(LIMITS.email).regex(EMAIL_PATTERN, USER_MESSAGES.email);

/** The inline username rule that applies to what is typed so far, if any. */
export function usernameProblem(value: string): string | undefined {
  const username = value.trim();
  if (!username) return undefined;
  if (username.length < USERNAME_MIN) return USER_MESSAGES.usernameShort;
  if (!/^[A-Za-z0-9_]+$/.test(username)) return USER_MESSAGES.usernameChars;
  return undefined;
}

export const addUserSchema = z.object({
  name: required(LIMITS.name),
  username: required(40).superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  email,
  password: passwordField,
  role: z.enum(ROLES),
});

export const editUserSchema = z.object({
  name: required(LIMITS.name),
  email,
  role: z.enum(ROLES),
  // Empty keeps the password; anything else resets it.
  password: z.union([z.literal(''), passwordField]),
  // Asked only when editing one's own account (see currentPasswordProblem).
  currentPassword: z.string().max(200).optional(),
});

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email or password.';

/**
 * Changing one's own email or password needs the current password (the server refuses without
 * it); editing someone else, or only one's name, does not.
 */
export function currentPasswordProblem(
  values: Pick<EditUserValues, 'email' | 'password' | 'currentPassword'>,
  user: Pick<User, 'id' | 'email'>,
  actor: Pick<User, 'id'>,
): string | undefined {
  if (user.id !== actor.id) return undefined;
  const changes = values.email.trim() !== user.email || values.password !== '';
  return changes && !values.currentPassword ? CURRENT_PASSWORD_NEEDED : undefined;
}

export type AddUserValues = z.infer<typeof addUserSchema>;
export type EditUserValues = z.infer<typeof editUserSchema>;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Case-insensitive uniqueness against the loaded list (the server checks again: 409). */
export function duplicateProblem(
  users: readonly User[],
  fields: { email: string; username?: string },
  exceptId?: number,
): { field: 'email' | 'username'; message: string } | undefined {
  const others = users.filter((user) => user.id !== exceptId);
  if (others.some((user) => sameText(user.email, fields.email)))
    return { field: 'email', message: USER_MESSAGES.emailTaken };
  if (fields.username !== undefined && others.some((user) => sameText(user.username, fields.username!)))
    return { field: 'username', message: USER_MESSAGES.usernameTaken };
  return undefined;
}

const INLINE = new Set<string>([USER_MESSAGES.usernameShort, USER_MESSAGES.usernameChars]);

/**
 * The one message the form reports, in the order of docs/back-office-screens.md §5: required fields, then the
 * e-mail, the duplicates and the password. The username rules are shown inline under the field.
 */
export function formProblem(
  errors: FieldErrors<AddUserValues> | FieldErrors<EditUserValues>,
): string | undefined {
  const messages = Object.values(errors)
    .map((error) => (error && typeof error.message === 'string' ? error.message : undefined))
    .filter((message): message is string => Boolean(message) && !INLINE.has(message!));
  const order = [
    USER_MESSAGES.required,
    USER_MESSAGES.email,
    USER_MESSAGES.emailTaken,
    USER_MESSAGES.usernameTaken,
    USER_MESSAGES.password,
  ];
  return order.find((message) => messages.includes(message)) ?? messages[0];
}
