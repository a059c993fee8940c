import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from SECRET with HKDF, so a copy of the
 * database alone (a backup, a dump) does not yield anyone's second factor. The user id is bound in
 * as associated data: a secret moved to another account's row does not decrypt.
 * docs/decisions/0036-two-factor-sign-in.md says what a change of SECRET means.
 */
const INFO = 'blood-and-mayhem two-factor secret v1';
const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string, userId: number): string;
  /** The plain text, or null when the key or the data does not match (SECRET changed, tampering). */
  open(sealed: string, userId: number): string | null;
}

export function secretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
  const aad = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    seal(plain, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, userId) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAAD(aad(userId));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
