import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FRESH_PROOF_REQUIRED,
  REAUTH_WINDOW_MINUTES,
  REAUTH_WINDOW_MS,
} from '../../contracts/reauthentication';
import type { Database } from '../db/schema';
import { forbidden } from '../core/errors';
import { hashToken } from './sessions';

/**
 * Fresh proof (docs/decisions/0041-fresh-proof-and-security-mails.md). A session's proof is its
 * sign-in (`created_at`: password, code or passkey) or, later, the password or a code given again
 * (`reauthenticated_at`); it is fresh for REAUTH_WINDOW_MS after that.
 */

/** The rule as each guarded route's OpenAPI description states it. */
export const FRESH_PROOF_RULE =
  ` Needs a fresh proof: a sign-in or POST /api/account/reauthenticate within the last ` +
  `${REAUTH_WINDOW_MINUTES} minutes, else 403 "${FRESH_PROOF_REQUIRED}" with nothing written.`;

/** Until when the session of `token` counts as fresh, or null for an unknown session. */
export async function freshUntil(db: Kysely<Database>, token: string | null): Promise<Date | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['created_at', 'reauthenticated_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const provedAt = [row.created_at, row.reauthenticated_at ?? ''].sort().at(-1)!;
  return new Date(new Date(provedAt).getTime() + REAUTH_WINDOW_MS);
}

/** Whether the caller's session proved its owner within the window. */
export async function hasFreshProof(request: FastifyRequest) {
  const until = await freshUntil(request.server.db, request.sessionToken);
  return until !== null && until.getTime() > Date.now();
}

/**
 * Refuses (403, FRESH_PROOF_REQUIRED) a change that would outlive the session unless its owner
 * proved themselves within the window; the client then asks for the password or a code
 * (POST /api/account/reauthenticate) and tries again. Usable as a preHandler.
 */
export async function requireFreshProof(request: FastifyRequest) {
  if (!(await hasFreshProof(request))) throw forbidden(FRESH_PROOF_REQUIRED);
}

/** Records that the owner just proved themselves on this session; answers until when it is fresh. */
export async function markFresh(db: Kysely<Database>, token: string | null, now = new Date()) {
  if (token)
    await db
      .updateTable('sessions')
      .set({ reauthenticated_at: now.toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
  return new Date(now.getTime() + REAUTH_WINDOW_MS).toISOString();
}
