import {
  type RegistrationResponseJSON,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParams } from '../../../contracts/common';
import {
  PASSKEY_EXPIRED,
  PASSKEY_REFUSED,
  passkeyListSchema,
  passkeyNameSchema,
  passkeyOptionsSchema,
  passkeyRegisterSchema,
  passkeySchema,
} from '../../../contracts/passkeys';
import { audited } from '../../audit/audited';
import { FRESH_PROOF_RULE, requireFreshProof } from '../../auth/reauthentication';
import { passkeyRepository, toPasskey } from '../../data/passkeys';
import { ok } from '../../http/envelope';
import { deleteByIdRoute } from '../../http/resource-routes';
import { badRequest, conflict, notFound } from '../../core/errors';
import { BEARER_SECURITY, callerOf, registerStaffRoutes } from '../../http/route-scopes';
import { noticeOrigin, queueSecurityNotice } from '../../mail/security-notice';
import { challengeOf, parseTransports, relyingParty, userHandle } from '../../passkeys/relying-party';
import { ownAccountEntry } from '../account/own-account-entry';

const tags = ['Passkeys'];
const security = BEARER_SECURITY;
const missing = () => notFound('Passkey');

/** The caller and the passkey the path names: another account's passkey is as missing as a deleted one. */
async function callerAndOwnPasskey(request: FastifyRequest & { params: { id: number } }) {
  const user = callerOf(request);
  const passkey = await passkeyRepository(request.server.db).findOwn(user.id, request.params.id);
  if (!passkey) throw missing();
  return { user, passkey };
}

/**
 * The signed-in staff member's own passkeys (docs/decisions/0037-passkeys.md). A passkey signs in
 * without the password and outlives the session: adding or removing one needs a fresh proof, and
 * the owner is mailed.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerStaffRoutes(app, async (staff) => {
    staff.get(
      '/',
      { schema: { tags, security, response: { 200: envelope(passkeyListSchema) } } },
      async (request) => {
        const user = callerOf(request);
        return ok({ passkeys: (await passkeyRepository(app.db).listFor(user.id)).map(toPasskey) });
      },
    );

    staff.post(
      '/registration-options',
      {
        preHandler: requireFreshProof,
        schema: {
          tags,
          security,
          description: `The browser's options for making a passkey of this account.${FRESH_PROOF_RULE}`,
          body: z.object({}),
          response: { 200: envelope(passkeyOptionsSchema) },
        },
      },
      async (request) => {
        const user = callerOf(request);
        const repo = passkeyRepository(app.db);
        const { rpName, rpID } = relyingParty(request);
        const options = await generateRegistrationOptions({
          rpName,
          rpID,
          userName: user.username,
          userDisplayName: user.name,
          userID: userHandle(user.id),
          attestationType: 'none',
          // One passkey per authenticator and account: the browser refuses to make a second.
          excludeCredentials: (await repo.listFor(user.id)).map((key) => ({
            id: key.credential_id,
            transports: parseTransports(key.transports),
          })),
          // Discoverable, so it can sign in without a username.
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        });
        await repo.createChallenge(options.challenge, 'register', { userId: user.id });
        return ok({ ...options });
      },
    );

    staff.post(
      '/register',
      {
        preHandler: requireFreshProof,
        schema: {
          tags,
          security,
          description: `Adds the passkey the browser made from the options; the owner is mailed.${FRESH_PROOF_RULE}`,
          body: passkeyRegisterSchema,
          response: { 200: envelope(passkeySchema) },
        },
      },
      async (request) => {
        const user = callerOf(request);
        const { name, response } = request.body;
        const repo = passkeyRepository(app.db);
        const sent = challengeOf(response);
        const stored = sent ? await repo.consumeChallenge(sent, 'register') : null;
        if (!stored || stored.user_id !== user.id) throw badRequest(PASSKEY_EXPIRED);
        const { rpID, origin } = relyingParty(request);
        const verification = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: stored.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        }).catch(() => null);
        if (!verification?.verified) throw badRequest(PASSKEY_REFUSED);
        const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
        if (await repo.findByCredentialId(credential.id))
          throw conflict('This passkey is already registered');
        const added = await audited(
          request,
          async (trx) => {
            const row = await passkeyRepository(trx).add({
              userId: user.id,
              credentialId: credential.id,
              publicKey: Buffer.from(credential.publicKey).toString('base64url'),
              counter: credential.counter,
              transports: credential.transports ?? [],
              deviceType: credentialDeviceType,
              backedUp: credentialBackedUp,
              name,
            });
            await queueSecurityNotice(trx, app.config, {
              userId: user.id,
              kind: 'passkey_added',
              detail: row.name,
              ...noticeOrigin(request),
            });
            return row;
          },
          (row) => ownAccountEntry(user, 'passkey_add', row.name),
        );
        app.newsletter.nudge();
        return ok(toPasskey(added));
      },
    );

    staff.patch(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: passkeyNameSchema,
          response: { 200: envelope(passkeySchema) },
        },
      },
      async (request) => {
        const { user, passkey: before } = await callerAndOwnPasskey(request);
        const renamed = await audited(
          request,
          (trx) => passkeyRepository(trx).rename(user.id, request.params.id, request.body.name),
          (row) => row && ownAccountEntry(user, 'passkey_rename', `${before.name} → ${row.name}`),
        );
        if (!renamed) throw missing();
        return ok(toPasskey(renamed));
      },
    );

    deleteByIdRoute(staff, {
      tags,
      label: 'Passkey',
      description: `Removes one of the account's passkeys; the owner is mailed.${FRESH_PROOF_RULE}`,
      preHandler: requireFreshProof,
      resource: { entity: 'user', repository: passkeyRepository },
      find: (repo, id, request) => repo.findOwn(callerOf(request).id, id),
      remove: async (repo, passkey, { trx, request }) => {
        if (!(await repo.remove(passkey.user_id, passkey.id))) return false;
        await queueSecurityNotice(trx, app.config, {
          userId: passkey.user_id,
          kind: 'passkey_removed',
          detail: passkey.name,
          ...noticeOrigin(request),
        });
        return true;
      },
      entry: (passkey, request) => ownAccountEntry(callerOf(request), 'passkey_remove', passkey.name),
      afterCommit: async () => {
        app.newsletter.nudge();
      },
    });
  });
};
