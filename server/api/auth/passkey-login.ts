import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import {
  PASSKEY_EXPIRED,
  PASSKEY_REFUSED,
  passkeyOptionsSchema,
  passkeySignInOptionsSchema,
  passkeySignInSchema,
} from '../../../contracts/passkeys';
import { SIGN_IN_EXPIRED, sessionResultSchema } from '../../../contracts/two-factor';
import { recordAudit } from '../../audit/record';
import { isStaffRole } from '../../../contracts/rules/roles';
import { passkeyRepository } from '../../data/passkeys';
import { twoFactorRepository } from '../../data/two-factor';
import { userRepository } from '../../data/users';
import { ok } from '../../http/envelope';
import { HttpError, conflict } from '../../core/errors';
import { challengeOf, parseTransports, relyingParty } from '../../passkeys/relying-party';
import { twoFactorRequiredFor } from '../../two-factor/second-factor';
import { startSession } from './start-session';

const tags = ['Auth'];

/**
 * POST /api/auth/passkey/options and /verify: sign-in with a passkey, either on its own (a
 * discoverable credential, no username) or, with the two-factor `challenge` of a password step, in
 * place of the code (docs/decisions/0037-passkeys.md).
 */
export const passkeyLoginRoute: FastifyPluginAsyncZod = async (app) => {
  const expired = () => new HttpError(401, SIGN_IN_EXPIRED);

  app.post(
    '/passkey/options',
    {
      // Anyone may ask, and each answer is a stored row: the public write budget applies.
      preHandler: app.limitPublicWrites,
      schema: { tags, body: passkeySignInOptionsSchema, response: { 200: envelope(passkeyOptionsSchema) } },
    },
    async (request) => {
      const { rpID } = relyingParty(request);
      const passkeys = passkeyRepository(app.db);
      const token = request.body.challenge;
      if (!token) {
        const options = await generateAuthenticationOptions({
          rpID,
          allowCredentials: [],
          userVerification: 'preferred',
        });
        await passkeys.createChallenge(options.challenge, 'sign_in');
        return ok({ ...options });
      }
      const pending = await twoFactorRepository(app.db).findChallenge(token);
      if (!pending) throw expired();
      const keys = await passkeys.listFor(pending.user_id);
      if (keys.length === 0) throw conflict('This account has no passkey');
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: keys.map((key) => ({
          id: key.credential_id,
          transports: parseTransports(key.transports),
        })),
        userVerification: 'preferred',
      });
      await passkeys.createChallenge(options.challenge, 'second_factor', {
        userId: pending.user_id,
        twoFactorChallengeId: pending.id,
      });
      return ok({ ...options });
    },
  );

  app.post(
    '/passkey/verify',
    { schema: { tags, body: passkeySignInSchema, response: { 200: envelope(sessionResultSchema) } } },
    async (request, reply) => {
      const { challenge: token, response } = request.body;
      const passkeys = passkeyRepository(app.db);
      const secondFactor = token !== undefined;
      const sent = challengeOf(response);
      // Spent whatever happens next: one signature per challenge.
      const stored = sent
        ? await passkeys.consumeChallenge(sent, secondFactor ? 'second_factor' : 'sign_in')
        : null;
      if (!stored) throw new HttpError(401, PASSKEY_EXPIRED);
      const twoFactor = twoFactorRepository(app.db);
      const pending = token ? await twoFactor.findChallenge(token) : undefined;
      if (secondFactor && (!pending || pending.id !== stored.two_factor_challenge_id)) throw expired();

      const key = await passkeys.findByCredentialId(response.id);
      const owner = key ? await userRepository(app.db).find(key.user_id) : undefined;
      // The client's budgets only: a signature cannot be guessed, so a right passkey is never
      // refused because others spent the account's budget on its password
      // (docs/decisions/0042-session-limits-and-known-devices.md).
      await app.limitPasskeyChecks(request, reply, owner?.id);
      const refuse = async (why: string) => {
        await recordAudit(app.db, {
          action: 'sign_in_failed',
          entity: 'user',
          entityId: owner?.id ?? null,
          label: owner?.username ?? null,
          summary: `passkey refused: ${why}`,
          actor: { id: owner?.id ?? null, username: owner?.username ?? 'passkey' },
          ip: request.ip,
        });
        return new HttpError(401, PASSKEY_REFUSED);
      };
      if (!key || !owner) throw await refuse('unknown passkey');
      if (stored.user_id !== null && stored.user_id !== key.user_id) throw await refuse('another account');
      const { rpID, origin } = relyingParty(request);
      const counter = Number(key.counter);
      const verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: stored.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: key.credential_id,
          publicKey: Buffer.from(key.public_key, 'base64url'),
          counter,
          transports: parseTransports(key.transports) as AuthenticatorTransport[],
        },
        // Without a password, the passkey is both factors: the authenticator must check its user.
        requireUserVerification: !secondFactor,
      }).catch(() => null);
      if (!verification?.verified) throw await refuse('signature or counter not accepted');
      if (!(await passkeys.recordUse(key.id, counter, verification.authenticationInfo.newCounter)))
        throw await refuse('used twice at once');
      // A right passkey racing a right code on one challenge: the second finds it gone.
      if (pending && !(await twoFactor.consumeChallenge(pending.id))) throw expired();
      const signedIn = await startSession(
        request,
        owner,
        secondFactor ? `with a passkey as second factor (${key.name})` : `with a passkey (${key.name})`,
      );
      // REQUIRE_2FA still asks for an authenticator app, as after a password (enrolment-gate.ts).
      const setupRequired =
        isStaffRole(owner.role) &&
        twoFactorRequiredFor(app.config.requireTwoFactor, owner.role) &&
        !(await twoFactor.isEnabled(owner.id));
      return ok(setupRequired ? { ...signedIn, twoFactorSetupRequired: true } : signedIn);
    },
  );
};
