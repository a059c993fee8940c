import { z } from 'zod';
import { noNul } from './common';

/**
 * Two-factor enrolment by a mailed link (docs/back-office-screens.md, Two-factor sign-in and User
 * Management; docs/decisions/0045-two-factor-enrolment-links.md).
 */
export const ENROLMENT_LINK_HOURS = 24;

/** Set-up or confirm of an account that must enrol through its link, without a working one. */
export const ENROLMENT_LINK_REQUIRED = 'Open the enrolment link we emailed you to set up two-factor sign-in.';
export const ENROLMENT_LINK_NO_MAIL =
  'Mail is not set up on this site (SMTP_URL), so no enrolment link can be sent.';
export const ENROLMENT_LINK_ALREADY_ON = 'Two-factor sign-in is already on for this account';
export const ENROLMENT_LINK_NOT_STAFF = 'Only admins and super admins use two-factor sign-in';
export const ENROLMENT_LINK_FORBIDDEN = 'You cannot send an enrolment link to this user';

/** The token of `/admin/two-factor?enrol=…`, sent along with set-up and confirm; ignored when not needed. */
export const enrolmentTokenField = z
  .string({ error: ENROLMENT_LINK_REQUIRED })
  .max(200, ENROLMENT_LINK_REQUIRED)
  .refine(...noNul('Enrolment token'))
  .optional()
  .describe('The token of the mailed enrolment link, when the account must enrol through one');

/** Sending a link takes no fields. */
export const enrolmentLinkBody = z
  .strictObject({}, { error: 'Sending an enrolment link takes no fields: send {} or no body' })
  .nullish();

export const enrolmentLinkSentSchema = z.object({
  email: z.string().describe('The address the link goes to: the account’s own'),
  expiresAt: z
    .string()
    .describe(`When the link stops working, ${ENROLMENT_LINK_HOURS} hours after it was made`),
});

export type EnrolmentLinkSent = z.infer<typeof enrolmentLinkSentSchema>;
