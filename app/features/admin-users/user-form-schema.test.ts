import type { User } from '@contracts/user';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_NEEDED,
  USER_MESSAGES,
  addUserSchema,
  currentPasswordProblem,
  duplicateProblem,
  editUserSchema,
  usernameProblem,
} from './user-form-schema';

const user = (fields: Partial<User>): User => ({
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  name: 'Admin',
  role: 'super_admin',
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  passwordChangeRequired: false,
  ...fields,
});

const firstMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('add user form', () => {
  const valid = {
    name: 'Jane',
    username: 'jane_doe',
    email: 'jane@example.com',
    password: 'quiet-harbour-lamp',
    role: 'user',
  };

  it('accepts a complete user', () => {
    expect(addUserSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for the required fields, a valid email and a long enough password', () => {
    expect(firstMessages(addUserSchema.safeParse({ ...valid, name: '  ' }))).toEqual([
      USER_MESSAGES.required,
    ]);
    expect(firstMessages(addUserSchema.safeParse({ ...valid, email: 'jane@nowhere' }))).toEqual([
      USER_MESSAGES.email,
    ]);
    expect(firstMessages(addUserSchema.safeParse({ ...valid, password: 'eleven-char' }))).toEqual([
      USER_MESSAGES.password,
    ]);
  });

  it('explains the username rules inline', () => {
    expect(usernameProblem('')).toBeUndefined();
    expect(usernameProblem('ab')).toBe(USER_MESSAGES.usernameShort);
    expect(usernameProblem('jane doe')).toBe(USER_MESSAGES.usernameChars);
    expect(usernameProblem('jane_doe1')).toBeUndefined();
  });

  it('finds duplicates without regard to case, ignoring the user being edited', () => {
    const users = [user({})];
    expect(duplicateProblem(users, { email: 'ADMIN@example.com', username: 'x' })?.message).toBe(
      USER_MESSAGES.emailTaken,
    );
    expect(duplicateProblem(users, { email: 'new@example.com', username: 'Admin' })?.message).toBe(
      USER_MESSAGES.usernameTaken,
    );
    expect(duplicateProblem(users, { email: 'admin@example.com' }, 1)).toBeUndefined();
  });
});

describe('edit user form', () => {
  it('keeps the password when left empty and checks it when given', () => {
    const values = { name: 'Jane', email: 'jane@example.com', role: 'admin', password: '' };
    expect(editUserSchema.safeParse(values).success).toBe(true);
    expect(firstMessages(editUserSchema.safeParse({ ...values, password: 'abc' }))).toContain(
      USER_MESSAGES.password,
    );
  });
});

describe('current password on the edit form', () => {
  const self = user({ id: 7, email: 'me@example.com' });
  const values = { email: 'me@example.com', password: '', currentPassword: '' };

  it('is needed to change one’s own email or password', () => {
    expect(currentPasswordProblem({ ...values, email: 'new@example.com' }, self, self)).toBe(
      CURRENT_PASSWORD_NEEDED,
    );
    expect(currentPasswordProblem({ ...values, password: 'new-secret' }, self, self)).toBe(
      CURRENT_PASSWORD_NEEDED,
    );
    expect(
      currentPasswordProblem({ ...values, password: 'new-secret', currentPassword: 'old' }, self, self),
    ).toBeUndefined();
  });

  it('is not needed for one’s name alone, or for someone else', () => {
    expect(currentPasswordProblem(values, self, self)).toBeUndefined();
    expect(
      currentPasswordProblem(
        { ...values, email: 'new@example.com', password: 'x-secret' },
        self,
        user({ id: 1 }),
      ),
    ).toBeUndefined();
  });
});
