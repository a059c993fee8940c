import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { knownDeviceRepository, presentedDeviceTokens } from '../auth/known-devices';

/**
 * What one sign-in attempt (or password or code check) is counted against by the sign-in limits
 * (rate-limit.ts, docs/decisions/0042-session-limits-and-known-devices.md).
 */
export interface SignInSubject {
  /** `account:<id>` for an account however it was named, else `name:<the name, lower-cased>`. */
  account: string;
  /** `device:<id>` when the request shows the cookie of a device the account knows; else null. */
  device: string | null;
}

/** Names compare case-insensitively, so "Admin" and "admin " share one counter. */
const normalise = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';

/** The subject of a signed-in account, or of the account with this id. */
export async function accountSubject(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number,
): Promise<SignInSubject> {
  const known = await knownDeviceRepository(db).find(userId, presentedDeviceTokens(request));
  return { account: `account:${userId}`, device: known ? `device:${known.id}` : null };
}

/**
 * The subject of a name as typed, a username or an email in any case. One lookup on the two unique
 * keys: the username and the email of one account share its budget. A name no account has keeps a
 * budget of its own, so a refusal tells nothing about which names are real.
 */
export async function namedSubject(
  db: Kysely<Database>,
  request: FastifyRequest,
  typed: unknown,
): Promise<SignInSubject> {
  const key = normalise(typed);
  const account = key
    ? await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('username_key', '=', key), eb('email_key', '=', key)]))
        .executeTakeFirst()
    : undefined;
  if (!account) return { account: `name:${key}`, device: null };
  return accountSubject(db, request, account.id);
}
