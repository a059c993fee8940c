/**
 * The site settings before a super admin edits them: what the site showed when they were hard-coded.
 * Kept apart from the zod contract so the public pages can name them without loading zod.
 */

/** The social networks the public footer can link to, in its order, with their settings field. */
export const SOCIAL_LINK_FIELDS = [
  { field: 'socialX', network: 'X' },
  { field: 'socialYoutube', network: 'YouTube' },
  { field: 'socialDiscord', network: 'Discord' },
  { field: 'socialTwitch', network: 'Twitch' },
  { field: 'socialInstagram', network: 'Instagram' },
] as const;
export type SocialLinkField = (typeof SOCIAL_LINK_FIELDS)[number]['field'];

/** What the public pages need: no sender name, nothing only the back office uses. */
export type PublicSiteSettings = {
  siteName: string;
  siteDescription: string;
  bannerEnabled: boolean;
  bannerText: string;
} & Record<SocialLinkField, string>;

export const DEFAULT_SITE_SETTINGS = {
  siteName: 'Blood & Mayhem',
  siteDescription:
    'Blood & Mayhem is a dark fantasy tactical fighting game: twenty-one fighters, secret plans, brutal dice. Play now on PC; mobile and board game coming soon.',
  // Placeholders, as the footer has always had them, until the studio names its accounts.
  socialX: '#',
  socialYoutube: '#',
  socialDiscord: '#',
  socialTwitch: '#',
  socialInstagram: '#',
  // Empty: the display name of MAIL_FROM, as before.
  newsletterSenderName: '',
  bannerEnabled: false,
  bannerText: '',
} as const satisfies PublicSiteSettings & { newsletterSenderName: string };
