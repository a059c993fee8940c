import type { Role } from '../../contracts/user';
import type { Config } from '../config';
import type { TwoFactorRepository } from '../data/two-factor';
import {
  type RecoveryCodeKey,
  looksLikeRecoveryCode,
  normaliseRecoveryCode,
  recoveryCodeKey,
} from './recovery-codes';
import { type SecretBox, secretBox } from './secret-box';
import { matchingStep } from './totp';

export type SecondFactorInput = { code?: string; recoveryCode?: string };
export type SecondFactorUsed = 'code' | 'recovery_code';

/** Both keys of the second factor, derived from SECRET: the TOTP secrets' box and the recovery codes' key. */
export type TwoFactorKeys = SecretBox & { recoveryCodes: RecoveryCodeKey };

export const twoFactorKeys = (secret: string): TwoFactorKeys => ({
  ...secretBox(secret),
  recoveryCodes: recoveryCodeKey(secret),
});

/**
 * Checks a code of an account with two-factor on, and spends it: a TOTP step is recorded as used,
 * a recovery code is marked used. Null for a wrong, replayed or used code.
 */
export async function spendSecondFactor(
  repo: TwoFactorRepository,
  keys: TwoFactorKeys,
  userId: number,
  input: SecondFactorInput,
  now = Date.now(),
): Promise<SecondFactorUsed | null> {
  const row = await repo.find(userId);
  if (!row?.enabled_at) return null;
  if (input.recoveryCode !== undefined) {
    if (normaliseRecoveryCode(input.recoveryCode).length !== 10) return null;
    return (await repo.useRecoveryCode(userId, keys.recoveryCodes.hash(input.recoveryCode)))
      ? 'recovery_code'
      : null;
  }
  const secret = keys.open(row.secret_encrypted, userId);
  const step = secret ? matchingStep(secret, input.code ?? '', now) : null;
  return step !== null && (await repo.useStep(userId, step)) ? 'code' : null;
}

/** One field that takes either kind (turning off, new recovery codes): letters mean a recovery code. */
export const eitherKind = (code: string): SecondFactorInput =>
  looksLikeRecoveryCode(code) ? { recoveryCode: code } : { code };

/** Whether REQUIRE_2FA asks this role for two-factor sign-in ('all' means every staff account). */
export function twoFactorRequiredFor(policy: Config['requireTwoFactor'], role: Role) {
  if (policy === 'all') return role === 'admin' || role === 'super_admin';
  return policy === 'super_admin' && role === 'super_admin';
}
