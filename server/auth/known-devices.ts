import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deviceName } from './device-name';
import { hashToken } from './sessions';

/**
 * Devices an account has signed in from (docs/decisions/0042-session-limits-and-known-devices.md).
 * Each successful sign-in leaves the browser an HttpOnly cookie holding a random token; the account
 * keeps the token's hash. A later attempt that shows a token of the account it names is counted on
 * that device's own budget (server/http/rate-limit.ts), so someone hammering the username elsewhere
 * does not lock the owner out of their own device, and a sign-in from any other device mails the owner.
 */
export const DEVICE_COOKIE = 'bm_device';
/** Only the sign-in routes read it: no other request carries it. */
const COOKIE_PATH = '/api/auth';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A device unused this long is forgotten by the session purge; its next sign-in is a new device. */
export const KNOWN_DEVICE_UNUSED_MS = YEAR_SECONDS * 1000;
/** Accounts one browser is remembered for at once: staff who share a computer each keep theirs. */
export const TOKENS_PER_COOKIE = 5;
/** Devices one account keeps; past it the least recently seen is forgotten. */
export const KNOWN_DEVICES_PER_ACCOUNT = 20;
/** 32 random bytes in base64url, as issued; anything else in the cookie is ignored. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed device tokens in the request's cookie, the most recently issued first. */
export function presentedDeviceTokens(request: FastifyRequest): string[] {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [name, value = ''] = pair.trim().split('=', 2);
    if (name !== DEVICE_COOKIE) continue;
    return value
      .split('.')
      .filter((token) => TOKEN_FORMAT.test(token))
      .slice(0, TOKENS_PER_COOKIE);
  }
  return [];
}

export function knownDeviceRepository(db: Kysely<Database>) {
  return {
    /** The device of `userId` among the tokens shown, if any: one lookup on the unique hash. */
    async find(userId: number, tokens: string[]) {
      if (tokens.length === 0) return undefined;
      return db
        .selectFrom('known_devices')
        .select(['id', 'token_hash'])
        .where('user_id', '=', userId)
        .where('token_hash', 'in', tokens.map(hashToken))
        .executeTakeFirst();
    },

    async seen(id: number, device: string, at: string) {
      await db.updateTable('known_devices').set({ last_seen_at: at, device }).where('id', '=', id).execute();
    },

    /** A new device of the account; the least recently seen past KNOWN_DEVICES_PER_ACCOUNT go. */
    async add(userId: number, device: string, at: string) {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('known_devices')
        .values({ user_id: userId, token_hash: hashToken(token), device, created_at: at, last_seen_at: at })
        .execute();
      const rows = await db
        .selectFrom('known_devices')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const forgotten = rows.slice(KNOWN_DEVICES_PER_ACCOUNT).map((row) => row.id);
      if (forgotten.length > 0) await db.deleteFrom('known_devices').where('id', 'in', forgotten).execute();
      return token;
    },

    /** Forgets devices no sign-in used for a year; answers how many. */
    async purgeUnused(now = Date.now()) {
      const result = await db
        .deleteFrom('known_devices')
        .where('last_seen_at', '<=', new Date(now - KNOWN_DEVICE_UNUSED_MS).toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export interface SignInDevice {
  /** The account had not seen this device (or forgot it): its owner is told. */
  isNew: boolean;
  /** "Chrome on Linux", for the owner's mail. */
  name: string;
  /** The cookie's next value: this account's token first, the other accounts' after it. */
  cookie: string;
}

/**
 * A successful sign-in's device, on the sign-in's transaction: a known one is seen again, any other
 * becomes known under a new token. The cookie is set by setDeviceCookie once the sign-in is kept.
 */
export async function recordSignInDevice(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number,
): Promise<SignInDevice> {
  const devices = knownDeviceRepository(db);
  const presented = presentedDeviceTokens(request);
  const name = deviceName(request.headers['user-agent']);
  const at = new Date().toISOString();
  const known = await devices.find(userId, presented);
  let token: string;
  if (known) {
    await devices.seen(known.id, name, at);
    token = presented.find((candidate) => hashToken(candidate) === known.token_hash)!;
  } else {
    token = await devices.add(userId, name, at);
  }
  const others = presented.filter((candidate) => candidate !== token);
  return { isNew: !known, name, cookie: [token, ...others].slice(0, TOKENS_PER_COOKIE).join('.') };
}

const pendingCookies = new WeakMap<FastifyRequest, string>();

/** Sends the device cookie with the answer to `request` (see registerKnownDeviceCookie). */
export function setDeviceCookie(request: FastifyRequest, value: string) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  pendingCookies.set(
    request,
    `${DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/**
 * The sign-in's end (start-session.ts) runs where only the request is at hand, once its transaction
 * is kept; the cookie goes out with whatever answer follows.
 */
export function registerKnownDeviceCookie(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const cookie = pendingCookies.get(request);
    if (cookie) reply.header('set-cookie', cookie);
    return payload;
  });
}
