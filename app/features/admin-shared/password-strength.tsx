import {
  type PasswordAccount,
  type PasswordRater,
  type PasswordRating,
  type PasswordRefusal,
  passwordRater,
} from '@contracts/password-strength';
import { PASSWORD_MIN } from '@contracts/user';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { cn } from '~/lib/cn';

/**
 * The strength meter under a new password (docs/back-office-screens.md, Passwords): a bar and a
 * word, Weak, Fair, Good or Strong, by the rules the server applies (contracts/password-strength.ts),
 * and the reason a password would be refused. The dictionary, some hundreds of kilobytes, is fetched
 * once, when a password is first typed; the form works the same while it loads or if it cannot.
 */

/** The rule in a few words, under each new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, and not a common password.`;

let loading: Promise<PasswordRater> | undefined;

function loadRater(): Promise<PasswordRater> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => passwordRater({ core, common }),
    (error: unknown) => {
      // Offline, or a deploy replaced the chunk: the next password typed tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function usePasswordRater(wanted: boolean): PasswordRater | null {
  const [rater, setRater] = useState<PasswordRater | null>(null);
  useEffect(() => {
    if (!wanted || rater) return;
    let current = true;
    loadRater().then(
      (loaded) => current && setRater(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, rater]);
  return rater;
}

const LEVELS = [
  { label: 'Weak', bar: 'bg-blood-500' },
  { label: 'Fair', bar: 'bg-ember-400' },
  { label: 'Good', bar: 'bg-emerald-500' },
  { label: 'Strong', bar: 'bg-emerald-400' },
] as const;

/** The refusal in a few words; the server's full sentence comes when the form is sent. */
const REFUSALS: Record<PasswordRefusal, string> = {
  short: `shorter than ${PASSWORD_MIN} characters`,
  identity: 'holds the username or email address',
  common: 'too common or too easy to guess',
};

/** zxcvbn's 0–4 on four steps; a password the rules refuse never shows past Fair. */
export function strengthLevel({ score, refusal }: Pick<PasswordRating, 'score' | 'refusal'>): 0 | 1 | 2 | 3 {
  const level = Math.max(score - 1, 0) as 0 | 1 | 2 | 3;
  return refusal ? (Math.min(level, 1) as 0 | 1) : level;
}

type PasswordStrengthProps = {
  id: string;
  password: string;
  /** The account the password is for, when the form knows it: its name must not be in the password. */
  account?: PasswordAccount;
};

export function PasswordStrength({ id, password, account }: PasswordStrengthProps) {
  const typed = useDeferredValue(password);
  const rater = usePasswordRater(typed !== '');
  const { username, email, name } = account ?? {};
  const rating = useMemo(
    () => (rater && typed ? rater(typed, { username, email, name }) : null),
    [rater, typed, username, email, name],
  );
  const level = rating ? strengthLevel(rating) : null;
  return (
    <div id={id} className="flex flex-col gap-1.5">
      {level !== null ? (
        <div className="flex gap-1" aria-hidden="true">
          {LEVELS.map((step, index) => (
            <span
              key={step.label}
              className={cn('h-1.5 flex-1 rounded-full', index <= level ? LEVELS[level].bar : 'bg-ink-600')}
            />
          ))}
        </div>
      ) : null}
      {/* Always in the page, so screen readers hear each new verdict as it replaces the last. */}
      <p aria-live="polite" className="text-xs text-bone-300">
        {rating && level !== null ? (
          <>
            Password strength: <span className="font-semibold text-bone-50">{LEVELS[level].label}</span>
            {rating.refusal ? ` — ${REFUSALS[rating.refusal]}` : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
