import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app reads: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Blood & Mayhem';

const totpFor = (base32: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), period: PERIOD_SECONDS });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpUri = (base32: string, username: string) => totpFor(base32, username).toString();

/** "ABCD EFGH …": easier to type from the screen into an app than one 32-letter run. */
export const groupedSecret = (base32: string) => base32.match(/.{1,4}/g)!.join(' ');

export const stepAt = (now: number) => Math.floor(now / 1000 / PERIOD_SECONDS);

/**
 * The step `code` belongs to: the current one, or the one before it (a code typed as the clock
 * ticked over). No step ahead is accepted. Null when it matches neither. The caller refuses a step
 * already used (server/data/two-factor.ts), so each code works once.
 */
export function matchingStep(base32: string, code: string, now = Date.now()): number | null {
  const typed = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const totp = totpFor(base32);
  const current = stepAt(now);
  for (const step of [current, current - 1]) {
    const expected = totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 });
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(typed))) return step;
  }
  return null;
}
