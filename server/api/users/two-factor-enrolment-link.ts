import { envelope, idParams } from '../../../contracts/common';
import {
  ENROLMENT_LINK_ALREADY_ON,
  ENROLMENT_LINK_FORBIDDEN,
  ENROLMENT_LINK_HOURS,
  ENROLMENT_LINK_NOT_STAFF,
  ENROLMENT_LINK_NO_MAIL,
  enrolmentLinkBody,
  enrolmentLinkSentSchema,
} from '../../../contracts/two-factor-enrolment-link';
import { audited } from '../../audit/audited';
import { isStaffRole } from '../../../contracts/rules/roles';
import { twoFactorRepository } from '../../data/two-factor';
import { userRepository } from '../../data/users';
import { ok } from '../../http/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { BEARER_SECURITY, type ZodScope, callerOf } from '../../http/route-scopes';
import { queueEnrolmentLink } from '../../mail/two-factor-enrolment-mail';
import { canSendEnrolmentLink } from './permissions';

/**
 * `POST /api/users/:id/two-factor-enrolment-link` (docs/decisions/0045-two-factor-enrolment-links.md):
 * from now until two-factor is on, the account sets it up only with the link mailed to its own address,
 * so a password alone no longer lets someone enrol an authenticator of their own.
 */
export function enrolmentLinkRoute(app: ZodScope) {
  const mailEnabled = app.config.mail.smtpUrl !== undefined;

  app.post(
    '/:id/two-factor-enrolment-link',
    {
      schema: {
        tags: ['Users'],
        security: BEARER_SECURITY,
        description:
          'Requires the account to set up two-factor sign-in through a link mailed to its own address, ' +
          `valid ${ENROLMENT_LINK_HOURS} hours and once; earlier links stop working. A super admin may ` +
          'send it to any staff account, an admin to accounts that are not super admins. 409 when ' +
          'two-factor is already on, 400 without mail (SMTP_URL) or for an account that is not staff.',
        params: idParams,
        body: enrolmentLinkBody,
        response: { 200: envelope(enrolmentLinkSentSchema) },
      },
    },
    async (request) => {
      const actor = callerOf(request);
      const target = await userRepository(app.db).find(request.params.id);
      if (!target) throw notFound('User');
      if (!canSendEnrolmentLink(actor, target)) throw forbidden(ENROLMENT_LINK_FORBIDDEN);
      if (!mailEnabled) throw badRequest(ENROLMENT_LINK_NO_MAIL);
      if (!isStaffRole(target.role)) throw badRequest(ENROLMENT_LINK_NOT_STAFF);
      if (await twoFactorRepository(app.db).isEnabled(target.id)) throw conflict(ENROLMENT_LINK_ALREADY_ON);
      const { expiresAt } = await audited(
        request,
        (trx) => queueEnrolmentLink(trx, app.config, target),
        () => ({
          action: 'update',
          entity: 'user',
          entityId: target.id,
          label: target.username,
          // The token is never written: only that a link went out, and where.
          summary: `two-factor enrolment link mailed to ${target.email}`,
        }),
      );
      // Once committed: the worker would not see the queued mail any earlier.
      app.newsletter.nudge();
      return ok({ email: target.email, expiresAt });
    },
  );
}
