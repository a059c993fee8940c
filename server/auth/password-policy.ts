import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import { type PasswordAccount, type PasswordRater, passwordRater } from '../../contracts/password-strength';
import { badRequest } from '../core/errors';

/**
 * The password rules on the server (docs/decisions/0040-password-rules.md), for every place a
 * password is set: accounts made or edited, one's own change, a reset link, the command line, and
 * ADMIN_PASSWORD in production. The rules themselves are contracts/password-strength.ts, shared
 * with the back office's strength meter so both say the same.
 */

const load = createRequire(import.meta.url);
let rater: PasswordRater | undefined;

/**
 * zxcvbn's dictionaries take about a tenth of a second and a few megabytes to index: they are loaded
 * at the first password checked, once per process. Synchronously, so the configuration check at
 * start can use them too; a server that never sees a password never loads them.
 */
function ratePassword(password: string, account: PasswordAccount) {
  rater ??= passwordRater({
    core: load('@zxcvbn-ts/core') as typeof ZxcvbnCore,
    common: load('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon,
  });
  return rater(password, account);
}

/** Why the rules refuse this password for this account, or undefined when they accept it. */
export function passwordProblem(password: string, account: PasswordAccount = {}): string | undefined {
  return ratePassword(password, account).problem;
}

/** A 400 naming the broken rule, before anything is hashed or written. */
export function assertPasswordAllowed(password: string, account: PasswordAccount): void {
  const problem = passwordProblem(password, account);
  if (problem) throw badRequest(problem);
}
