import { createHash, randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/o, 1/l/i), so a code read off paper types back right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** `xxxxx-xxxxx`: ten random characters, about 49 bits each; only their hashes are stored. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Random and long enough that a plain SHA-256 cannot be walked back by guessing. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** A recovery code has letters; a TOTP code only digits: one field can take either. */
export const looksLikeRecoveryCode = (code: string) => /[a-z]/i.test(code);
