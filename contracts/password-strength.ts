import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import { PASSWORD_HAS_IDENTITY, PASSWORD_MIN, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from './user';

/**
 * The password rules both the server and the back-office strength meter apply
 * (docs/decisions/0040-password-rules.md): at least PASSWORD_MIN characters, not in zxcvbn's list of
 * common passwords, rated at least "safely unguessable" by zxcvbn, and not holding the account's
 * username or email address. The library comes in as an argument: the server loads it once when a
 * password is first checked, the meter with a dynamic import, so no page carries the dictionary
 * unless it shows a password form.
 */

/** zxcvbn's score: 0 and 1 fall to an online attack, 2 to a throttled one, 3 and 4 hold offline. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** zxcvbn's "safely unguessable": at least 10^8 guesses. */
export const ACCEPTED_SCORE = 3;

/**
 * Rating time grows with the square of the length: only the first characters are rated. Past
 * them a password holds more than any guessing reaches, unless the rated part is weak already.
 */
const RATED_LENGTH = 64;

/** Usernames and email names shorter than this are not looked for inside a password. */
const SHORTEST_IDENTITY = 3;

export type PasswordAccount = { username?: string; email?: string; name?: string };

/** Which rule refuses a password: too short, holding the account's name, or common/easy to guess. */
export type PasswordRefusal = 'short' | 'identity' | 'common';

const MESSAGES: Record<PasswordRefusal, string> = {
  short: PASSWORD_TOO_SHORT,
  identity: PASSWORD_HAS_IDENTITY,
  common: PASSWORD_TOO_COMMON,
};

export type PasswordRating = {
  score: StrengthScore;
  /** The whole password, in any case, is in the common-password list. */
  common: boolean;
  /** The rule that refuses it, or undefined when it is accepted. */
  refusal: PasswordRefusal | undefined;
  /** The server's message for that refusal. */
  problem: string | undefined;
};

export type PasswordRater = (password: string, account?: PasswordAccount) => PasswordRating;

type Zxcvbn = { core: typeof ZxcvbnCore; common: typeof ZxcvbnCommon };

/** The account's own words: a password holding one is guessed first by anyone who knows the account. */
function identityWords({ username, email }: PasswordAccount): string[] {
  const emailName = email?.split('@')[0];
  return [username, emailName]
    .map((word) => word?.trim().toLowerCase() ?? '')
    .filter((word) => word.length >= SHORTEST_IDENTITY);
}

/** Builds the rater once from the loaded library; the dictionaries are indexed here, not per call. */
export function passwordRater({ core, common }: Zxcvbn): PasswordRater {
  const zxcvbn = new core.ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: RATED_LENGTH,
  });
  // The list is lower case: "Password1" and "PASSWORD1" are the same guess to a cracker.
  const commonPasswords = new Set(common.dictionary['passwords-common']);

  return (password, account = {}) => {
    const lower = password.toLowerCase();
    const isCommon = commonPasswords.has(lower);
    const hints = [account.username, account.email, account.name].filter((word): word is string => !!word);
    const score = isCommon ? 0 : (zxcvbn.check(password, hints).score as StrengthScore);
    let refusal: PasswordRefusal | undefined;
    if (password.length < PASSWORD_MIN) refusal = 'short';
    else if (identityWords(account).some((word) => lower.includes(word))) refusal = 'identity';
    else if (isCommon || score < ACCEPTED_SCORE) refusal = 'common';
    return { score, common: isCommon, refusal, problem: refusal && MESSAGES[refusal] };
  };
}
