import { z } from 'zod';
import { booleanField, noNul, requiredText } from './common';
import { SOCIAL_LINK_FIELDS, type SocialLinkField } from './site-settings-defaults';

export const SITE_NAME_MAX = 60;
export const SITE_DESCRIPTION_MAX = 300;
export const BANNER_TEXT_MAX = 200;
export const SENDER_NAME_MAX = 60;
const URL_MAX = 500;

/** An absolute http(s) address, # (a placeholder) or empty to hide the link: never javascript:, data: or a path. */
function socialUrl(label: string) {
  return (
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(URL_MAX, `${label} must be at most ${URL_MAX} characters`)
      .refine(...noNul(label))
      // '#' is the footer's placeholder (an icon that goes nowhere yet); empty hides the network.
      .refine((v) => v === '' || v === '#' || (/^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v)), {
        error: `${label} must be an http(s) URL, # (a placeholder) or empty`,
      })
  );
}

/** Single-line text: a mail header and a banner have no room for line breaks. */
const oneLine = (label: string) =>
  [(v: string) => !/[\r\n]/.test(v), { error: `${label} must be a single line` }] as const;

const socialFields = Object.fromEntries(
  SOCIAL_LINK_FIELDS.map(({ field, network }) => [field, socialUrl(`${network} link`)]),
) as Record<SocialLinkField, ReturnType<typeof socialUrl>>;

export const siteSettingsInputSchema = z
  .object({
    siteName: requiredText('Site name', { max: SITE_NAME_MAX }).refine(...oneLine('Site name')),
    siteDescription: z
      .string({ error: 'Site description must be text' })
      .trim()
      .max(SITE_DESCRIPTION_MAX, `Site description must be at most ${SITE_DESCRIPTION_MAX} characters`)
      .refine(...noNul('Site description')),
    ...socialFields,
    newsletterSenderName: z
      .string({ error: 'Newsletter sender name must be text' })
      .trim()
      .max(SENDER_NAME_MAX, `Newsletter sender name must be at most ${SENDER_NAME_MAX} characters`)
      .refine(...noNul('Newsletter sender name'))
      .refine(...oneLine('Newsletter sender name'))
      .describe('The display name in the From of mails; empty for the name in MAIL_FROM'),
    bannerEnabled: booleanField('Maintenance banner'),
    bannerText: z
      .string({ error: 'Banner text must be text' })
      .trim()
      .max(BANNER_TEXT_MAX, `Banner text must be at most ${BANNER_TEXT_MAX} characters`)
      .refine(...noNul('Banner text'))
      .refine(...oneLine('Banner text')),
  })
  .superRefine((value, ctx) => {
    if (value.bannerEnabled && value.bannerText === '')
      ctx.addIssue({
        code: 'custom',
        path: ['bannerText'],
        message: 'Banner text is required when the banner is on',
      });
  });

/** GET answers visitors without the sender name; staff get it too. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  socialX: z.string(),
  socialYoutube: z.string(),
  socialDiscord: z.string(),
  socialTwitch: z.string(),
  socialInstagram: z.string(),
  newsletterSenderName: z.string().optional(),
  bannerEnabled: z.boolean(),
  bannerText: z.string(),
  updatedAt: z.string().nullable().describe('Null until a super admin first saves'),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsInputSchema>;
