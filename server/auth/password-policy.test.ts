import { describe, expect, it } from 'vitest';
import { PASSWORD_HAS_IDENTITY, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../contracts/user';
import { HttpError } from '../core/errors';
import { assertPasswordAllowed, passwordProblem } from './password-policy';

const ada = { username: 'ada_l', email: 'lovelace@studio.example', name: 'Ada Lovelace' };

describe('password policy', () => {
  it('refuses fewer than 12 characters, even a random-looking password', () => {
    expect(passwordProblem('xK9#mQ2vL!p')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('xK9#mQ2vL!pR')).toBeUndefined();
  });

  it('refuses a password of the common list whatever its case', () => {
    for (const common of ['qwerty123456', 'QWERTY123456', '1q2w3e4r5t6y', 'administrator', 'Unbelievable'])
      expect(passwordProblem(common), common).toBe(PASSWORD_TOO_COMMON);
  });

  it('refuses long passwords zxcvbn rates easy to guess: variants, sequences, repeats', () => {
    for (const weak of ['password1234', 'Password1234!', 'aaaaaaaaaaaa', 'abcdefghijkl', 'iloveyou1234'])
      expect(passwordProblem(weak), weak).toBe(PASSWORD_TOO_COMMON);
  });

  it('refuses the username or the name of the email address inside the password', () => {
    expect(passwordProblem('my-ADA_L-password-2026', ada)).toBe(PASSWORD_HAS_IDENTITY);
    expect(passwordProblem('lovelace-forever-and-ever', ada)).toBe(PASSWORD_HAS_IDENTITY);
    // The same password is fine for another account.
    expect(passwordProblem('lovelace-forever-and-ever', { username: 'grace' })).toBeUndefined();
  });

  it('accepts passphrases and random passwords of 12 characters or more', () => {
    for (const strong of ['correct-horse-battery', 'blood-and-mayhem', 'studio-admin-2026', 'xK9#mQ2vL!pR'])
      expect(passwordProblem(strong, ada), strong).toBeUndefined();
  });

  it('gives the same answer every time and stays quick on the longest password allowed', () => {
    const long = 'p@$$w0rd!'.repeat(22);
    const started = performance.now();
    const first = passwordProblem(long);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(passwordProblem(long)).toBe(first);
    expect(first).toBe(PASSWORD_TOO_COMMON);
  });

  it('turns a refusal into a 400 with the rule as its message', () => {
    expect(() => assertPasswordAllowed('qwerty123456', ada)).toThrow(
      expect.objectContaining({ statusCode: 400, message: PASSWORD_TOO_COMMON }),
    );
    expect(() => assertPasswordAllowed('qwerty123456', ada)).toThrow(HttpError);
    expect(() => assertPasswordAllowed('correct-horse-battery', ada)).not.toThrow();
  });
});
