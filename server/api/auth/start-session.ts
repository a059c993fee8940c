import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { audited } from '../../audit/audited';
import { recordSignInDevice, setDeviceCookie } from '../../auth/known-devices';
import { createSession, sessionDevice } from '../../auth/sessions';
import type { UsersTable } from '../../db/schema';
import { toUser, userRepository } from '../../data/users';
import { queueSecurityNotice } from '../../mail/security-notice';

type Account = Selectable<UsersTable>;

/** The sign-in entry's summary: how it was made, and the old sessions it ended past the cap. */
function signInSummary(how: string | undefined, ended: number, cap: number) {
  const endedText =
    ended > 0
      ? `ended ${ended} least recently used session${ended === 1 ? '' : 's'} (at most ${cap} per account)`
      : undefined;
  return [how, endedText].filter(Boolean).join('; ') || undefined;
}

/**
 * The end of every successful sign-in, with a password alone or with a second factor, in one
 * transaction: a session (ending the account's least recently used past SESSION_MAX_PER_ACCOUNT),
 * the device seen again or newly known (its owner mailed when new), the last-login time and the
 * `sign_in` entry. The device cookie goes out only once all of it is kept
 * (docs/decisions/0042-session-limits-and-known-devices.md).
 */
export async function startSession(request: FastifyRequest, row: Account, summary?: string) {
  const { config, newsletter } = request.server;
  const actor = { id: row.id, username: row.username };
  const { session, device, user } = await audited(
    request,
    async (trx) => {
      const session = await createSession(trx, row.id, config.session, sessionDevice(request));
      const device = await recordSignInDevice(trx, request, row.id);
      if (device.isNew)
        await queueSecurityNotice(trx, config, {
          userId: row.id,
          kind: 'new_device_sign_in',
          ip: request.ip,
          device: device.name,
        });
      const accounts = userRepository(trx);
      await accounts.recordLogin(row.id);
      return { session, device, user: toUser((await accounts.find(row.id)) ?? row) };
    },
    ({ session }) => ({
      action: 'sign_in',
      entity: 'user',
      entityId: row.id,
      label: row.username,
      summary: signInSummary(summary, session.ended, config.session.maxPerAccount),
      actor,
    }),
  );
  setDeviceCookie(request, device.cookie);
  // The notice was queued on the sign-in's transaction: the worker need not wait for its poll.
  if (device.isNew) newsletter.nudge();
  return { token: session.token, expiresAt: session.expiresAt, user };
}
