import { createHash, createHmac, hkdfSync, randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/o, 1/l/i), so a code read off paper types back right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** `xxxxx-xxxxx`: ten random characters, about 49 bits each; only their keyed hashes are stored. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A recovery code has letters; a TOTP code only digits: one field can take either. */
export const looksLikeRecoveryCode = (code: string) => /[a-z]/i.test(code);

/** The prefix of the stored form; a value without it is a plain SHA-256 that no longer verifies. */
export const KEYED_PREFIX = 'v2:';

/**
 * The unkeyed SHA-256 of the normalised code: what was stored before the codes were keyed, and
 * the inner layer of the keyed form, so a stored legacy value upgrades without the code itself.
 */
export const legacyRecoveryCodeDigest = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

export interface RecoveryCodeKey {
  /** The stored form of a code: `v2:` + HMAC-SHA-256(key, SHA-256 of the normalised code). */
  hash(code: string): string;
  /** The stored form of a legacy value (the SHA-256 of a code), for the upgrade at start. */
  upgrade(legacyDigest: string): string;
}

/**
 * Recovery codes are kept under a key derived from SECRET (HKDF-SHA-256, its own label), so a copy
 * of the database without SECRET cannot test guesses offline: ~49 bits is a GPU-day against a
 * plain hash (docs/decisions/0043-secrets-at-rest.md). Changing SECRET voids every stored code.
 */
export function recoveryCodeKey(secret: string): RecoveryCodeKey {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'recovery-codes', 32));
  const upgrade = (legacyDigest: string) =>
    KEYED_PREFIX + createHmac('sha256', key).update(legacyDigest).digest('hex');
  return { upgrade, hash: (code) => upgrade(legacyRecoveryCodeDigest(code)) };
}
