import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a token lets its holder do: a confirm token cannot unsubscribe, nor the other way round;
 * a preferences token reads and changes the topics only.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'preferences';

/** The subscriber fields a token is bound to. */
export type TokenSubject = { id: number; emailKey: string; tokenVersion: number };

function signature(secret: string, purpose: TokenPurpose, subject: TokenSubject) {
  return createHmac('sha256', secret)
    .update(`${purpose}\n${subject.id}\n${subject.emailKey}\n${subject.tokenVersion}`)
    .digest('base64url');
}

/** `<id>.<HMAC>` bound to purpose, address and token version (docs/decisions/0016-newsletter-mail.md). */
export function signToken(secret: string, purpose: TokenPurpose, subject: TokenSubject): string {
  return `${subject.id}.${signature(secret, purpose, subject)}`;
}

/** The subscriber id a token names, before its signature is checked against the row. */
export function tokenSubscriberId(token: string): number | undefined {
  const match = /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

export function verifyToken(secret: string, purpose: TokenPurpose, token: string, subject: TokenSubject) {
  const expected = Buffer.from(signToken(secret, purpose, subject));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The consent record keeps the sign-up's address only as a salted hash. */
export const hashIp = (secret: string, ip: string) =>
  createHash('sha256').update(`${secret}\n${ip}`).digest('hex');
