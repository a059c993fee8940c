import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { envelope } from '../../../contracts/common';
import {
  INVALID_CODE,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../contracts/two-factor';
import { audited } from '../../audit/audited';
import { requireSignedIn } from '../../auth/guards';
import { twoFactorRepository } from '../../data/two-factor';
import { ok } from '../../http/envelope';
import { HttpError, conflict } from '../../http/errors';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import { hashRecoveryCode, newRecoveryCodes } from '../../two-factor/recovery-codes';
import { eitherKind, spendSecondFactor, twoFactorRequiredFor } from '../../two-factor/second-factor';
import { secretBox } from '../../two-factor/secret-box';
import { groupedSecret, matchingStep, newTotpSecret, totpUri } from '../../two-factor/totp';

const tags = ['Two-factor sign-in'];
const security = BEARER_SECURITY;
const invalidCode = () => new HttpError(401, INVALID_CODE);

/** Enrolment and upkeep of the signed-in staff member's own two-factor sign-in. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = secretBox(app.config.secret);

  await registerStaffRoutes(app, async (staff) => {
    staff.get(
      '/',
      { schema: { tags, security, response: { 200: envelope(twoFactorStatusSchema) } } },
      async (request) => {
        const user = requireSignedIn(request);
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
        // Nothing to send: every call makes a new secret (documented as an empty object).
        schema: { tags, security, body: z.object({}), response: { 200: envelope(twoFactorSetupSchema) } },
      },
      async (request) => {
        const user = requireSignedIn(request);
        const repo = twoFactorRepository(app.db);
        // Turning it off first is the way to a new secret: a stolen session cannot swap it silently.
        if (await repo.isEnabled(user.id)) throw conflict('Two-factor sign-in is already on');
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
        preHandler: app.limitPasswordChecks,
        schema: {
          tags,
          security,
          body: twoFactorCodeSchema,
          response: { 200: envelope(recoveryCodesSchema) },
        },
      },
      async (request) => {
        const user = requireSignedIn(request);
        const row = await twoFactorRepository(app.db).find(user.id);
        if (row?.enabled_at) throw conflict('Two-factor sign-in is already on');
        if (!row) throw conflict('Start the set-up first');
        const secret = box.open(row.secret_encrypted, user.id);
        const step = secret ? matchingStep(secret, request.body.code) : null;
        if (step === null) throw invalidCode();
        const codes = newRecoveryCodes();
        const enabled = await audited(
          request,
          async (trx) => {
            const repo = twoFactorRepository(trx);
            if (!(await repo.enable(user.id, step))) return false;
            await repo.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode));
            return true;
          },
          (done) =>
            done && { action: 'two_factor_enable', entity: 'user', entityId: user.id, label: user.username },
        );
        if (!enabled) throw conflict('Two-factor sign-in is already on');
        return ok({ recoveryCodes: codes });
      },
    );

    staff.post(
      '/disable',
      {
        preHandler: app.limitPasswordChecks,
        schema: {
          tags,
          security,
          body: twoFactorCodeSchema,
          response: { 200: envelope(twoFactorStatusSchema) },
        },
      },
      async (request) => {
        const user = requireSignedIn(request);
        const used = await spendSecondFactor(
          twoFactorRepository(app.db),
          box,
          user.id,
          eitherKind(request.body.code),
        );
        if (!used) throw invalidCode();
        await audited(
          request,
          (trx) => twoFactorRepository(trx).remove(user.id),
          () => ({
            action: 'two_factor_disable',
            entity: 'user',
            entityId: user.id,
            label: user.username,
            summary: used === 'recovery_code' ? 'with a recovery code' : 'with a code',
          }),
        );
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
          body: twoFactorCodeSchema,
          response: { 200: envelope(recoveryCodesSchema) },
        },
      },
      async (request) => {
        const user = requireSignedIn(request);
        const used = await spendSecondFactor(
          twoFactorRepository(app.db),
          box,
          user.id,
          eitherKind(request.body.code),
        );
        if (!used) throw invalidCode();
        const codes = newRecoveryCodes();
        await audited(
          request,
          (trx) => twoFactorRepository(trx).replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode)),
          () => ({
            action: 'recovery_codes_renew',
            entity: 'user',
            entityId: user.id,
            label: user.username,
            summary: used === 'recovery_code' ? 'with a recovery code' : 'with a code',
          }),
        );
        return ok({ recoveryCodes: codes });
      },
    );
  });
};
