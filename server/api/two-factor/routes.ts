import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { envelope } from '../../../contracts/common';
import { twoFactorEnabledSchema } from '../../../contracts/reauthentication';
import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../contracts/two-factor';
import { enrolmentTokenField } from '../../../contracts/two-factor-enrolment-link';
import { audited } from '../../audit/audited';
import { FRESH_PROOF_RULE, requireFreshProof } from '../../auth/reauthentication';
import { revokeUserSessions } from '../../auth/sessions';
import { twoFactorRepository } from '../../data/two-factor';
import { ok } from '../../http/envelope';
import { conflict } from '../../core/errors';
import { BEARER_SECURITY, callerOf, registerStaffRoutes } from '../../http/route-scopes';
import { noticeOrigin, queueSecurityNotice } from '../../mail/security-notice';
import { finishEnrolmentLink, requiredEnrolmentLink } from '../../two-factor/enrolment-link';
import { newRecoveryCodes } from '../../two-factor/recovery-codes';
import { twoFactorKeys, twoFactorRequiredFor } from '../../two-factor/second-factor';
import { groupedSecret, matchingStep, newTotpSecret, totpUri } from '../../two-factor/totp';
import { codeProvenChange, invalidCode } from './code-proven-change';
import { ownAccountEntry } from '../account/own-account-entry';

const tags = ['Two-factor sign-in'];
const security = BEARER_SECURITY;
/** Turning it off and new codes ask a code (docs/decisions/0041-fresh-proof-and-security-mails.md). */
const CODE_IS_PROOF =
  ' The code in the request is its own fresh proof: no earlier confirmation is asked. The owner is mailed.';

/**
 * Enrolment and upkeep of the signed-in staff member's own two-factor sign-in. Each change is
 * mailed to the owner; setting it up needs a fresh proof, while turning it off and new recovery
 * codes take a code, which is that proof.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = twoFactorKeys(app.config.secret);

  await registerStaffRoutes(app, async (staff) => {
    staff.get(
      '/',
      { schema: { tags, security, response: { 200: envelope(twoFactorStatusSchema) } } },
      async (request) => {
        const user = callerOf(request);
        const repo = twoFactorRepository(app.db);
        const enabled = await repo.isEnabled(user.id);
        return ok({
          enabled,
          recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(user.id) : 0,
          setupRequired: !enabled && twoFactorRequiredFor(app.config.requireTwoFactor, user.role),
        });
      },
    );

    staff.post(
      '/setup',
      {
        preHandler: requireFreshProof,
        // Every call makes a new secret; the token is only for an account that must enrol by link.
        schema: {
          tags,
          security,
          description: `Starts the set-up with a new secret, replacing an unconfirmed one.${FRESH_PROOF_RULE}`,
          body: z.object({ enrolmentToken: enrolmentTokenField }),
          response: { 200: envelope(twoFactorSetupSchema) },
        },
      },
      async (request) => {
        const user = callerOf(request);
        const repo = twoFactorRepository(app.db);
        // Turning it off first is the way to a new secret: a stolen session cannot swap it silently.
        if (await repo.isEnabled(user.id)) throw conflict('Two-factor sign-in is already on');
        // An account sent an enrolment link needs it, not only a session (enrolment-link.ts).
        await requiredEnrolmentLink(app.db, user.id, request.body.enrolmentToken);
        const secret = newTotpSecret();
        await repo.savePending(user.id, box.seal(secret, user.id));
        const uri = totpUri(secret, user.username);
        const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
        return ok({
          uri,
          qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
          secret: groupedSecret(secret),
        });
      },
    );

    staff.post(
      '/confirm',
      {
        preHandler: [requireFreshProof, app.limitPasswordChecks],
        schema: {
          tags,
          security,
          description:
            'Turns two-factor sign-in on with the first code from the app and answers the recovery ' +
            "codes. The account's other sessions end with it (a password alone opened them); the " +
            `answer says how many. The owner is mailed.${FRESH_PROOF_RULE}`,
          body: twoFactorCodeSchema.extend({ enrolmentToken: enrolmentTokenField }),
          response: { 200: envelope(twoFactorEnabledSchema) },
        },
      },
      async (request) => {
        const user = callerOf(request);
        const row = await twoFactorRepository(app.db).find(user.id);
        if (row?.enabled_at) throw conflict('Two-factor sign-in is already on');
        if (!row) throw conflict('Start the set-up first');
        const linkId = await requiredEnrolmentLink(app.db, user.id, request.body.enrolmentToken);
        const secret = box.open(row.secret_encrypted, user.id);
        const step = secret ? matchingStep(secret, request.body.code) : null;
        if (step === null) throw invalidCode();
        const codes = newRecoveryCodes();
        const sessionsEnded = await audited(
          request,
          async (trx) => {
            const repo = twoFactorRepository(trx);
            if (!(await repo.enable(user.id, step))) return null;
            // Spends the link it was set up with; from now on no link is asked.
            await finishEnrolmentLink(trx, user.id, linkId);
            await repo.replaceRecoveryCodes(user.id, codes.map(box.recoveryCodes.hash));
            await queueSecurityNotice(trx, app.config, {
              userId: user.id,
              kind: 'two_factor_enabled',
              ...noticeOrigin(request),
            });
            // Sessions opened with the password alone would otherwise keep what the code now guards.
            return revokeUserSessions(trx, user.id, request.sessionToken ?? undefined);
          },
          (ended) =>
            ended !== null &&
            ownAccountEntry(
              user,
              'two_factor_enable',
              ended > 0 ? `${ended} other session(s) ended` : undefined,
            ),
        );
        if (sessionsEnded === null) throw conflict('Two-factor sign-in is already on');
        app.newsletter.nudge();
        return ok({ recoveryCodes: codes, sessionsEnded });
      },
    );

    staff.post(
      '/disable',
      {
        preHandler: app.limitPasswordChecks,
        schema: {
          tags,
          security,
          description: `Turns two-factor sign-in off with a code from the app or a recovery code.${CODE_IS_PROOF}`,
          body: twoFactorCodeSchema,
          response: { 200: envelope(twoFactorStatusSchema) },
        },
      },
      async (request) => {
        const user = callerOf(request);
        await codeProvenChange(request, user, box, request.body.code, {
          kind: 'two_factor_disabled',
          action: 'two_factor_disable',
          apply: (trx) => twoFactorRepository(trx).remove(user.id),
        });
        return ok({
          enabled: false,
          recoveryCodesLeft: 0,
          setupRequired: twoFactorRequiredFor(app.config.requireTwoFactor, user.role),
        });
      },
    );

    staff.post(
      '/recovery-codes',
      {
        preHandler: app.limitPasswordChecks,
        schema: {
          tags,
          security,
          description:
            'Replaces the recovery codes with ten new ones, given a code from the app or a recovery ' +
            `code.${CODE_IS_PROOF}`,
          body: twoFactorCodeSchema,
          response: { 200: envelope(recoveryCodesSchema) },
        },
      },
      async (request) => {
        const user = callerOf(request);
        const codes = newRecoveryCodes();
        await codeProvenChange(request, user, box, request.body.code, {
          kind: 'recovery_codes_renewed',
          action: 'recovery_codes_renew',
          apply: (trx) =>
            twoFactorRepository(trx).replaceRecoveryCodes(user.id, codes.map(box.recoveryCodes.hash)),
        });
        return ok({ recoveryCodes: codes });
      },
    );
  });
};
