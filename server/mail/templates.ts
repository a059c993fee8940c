import type { SecurityNoticeKind } from '../db/schema-security-notices';

/** The mails' words and markup: plain text and a simple, inline-styled HTML part of the same text. */
export type MailContent = { subject: string; text: string; html: string };

/** Text made safe inside HTML, attribute values included. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The HTML part around a mail's body, headed with the site's name. `footer` is HTML: the
 * newsletter's says why the mail came and how to stop it. `lang` names the body's language (none:
 * as English mails always were).
 */
export function page(body: string, footer: string, site: string, lang: string | null = null) {
  return `<!doctype html><html${lang ? ` lang="${escapeHtml(lang)}"` : ''}><body style="margin:0;background:#0b0a0a;color:#eee6da;font-family:Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;letter-spacing:2px;color:#d7263d">${escapeHtml(site.toUpperCase())}</p>
${body}
<hr style="border:none;border-top:1px solid #3a3434;margin:32px 0 16px">
<p style="font-size:12px;color:#a39a8f">${footer}</p>
</div></body></html>`;
}

export const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#b3122b;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

/**
 * A mail that brings a staff account one link: what was asked, what to do with the link, what to do
 * if the owner did not expect it, and why the mail came. No unsubscribe: it comes only when someone
 * asked for it.
 */
function accountLinkMail(mail: {
  site: string;
  subject: string;
  intro: string;
  ask: string;
  link: { url: string; label: string };
  ignore: string;
  footer: string;
}): MailContent {
  const { intro, ask, link, ignore, footer } = mail;
  return {
    subject: mail.subject,
    text: `${intro}\n\n${ask}\n\n${link.url}\n\n${ignore}\n\n--\n${footer}\n`,
    html: page(
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>${button(link.url, link.label)}<p>${escapeHtml(ignore)}</p>`,
      escapeHtml(footer),
      mail.site,
    ),
  };
}

/**
 * A staff account's reset link (docs/back-office-screens.md, Forgot password). It says what to do if
 * that was not the owner.
 */
export function passwordResetMail(link: {
  resetUrl: string;
  minutes: number;
  username: string;
  site: string;
}): MailContent {
  return accountLinkMail({
    site: link.site,
    subject: `Reset your ${link.site} password`,
    intro: `Someone, hopefully you, asked to reset the password of the ${link.site} account "${link.username}".`,
    ask: `Open the link below within ${link.minutes} minutes to choose a new password. It works once.`,
    link: { url: link.resetUrl, label: 'Set a new password' },
    ignore: 'If it was not you, ignore this mail: your password stays as it is.',
    footer: 'You receive this because a password reset was asked for the account that uses this address.',
  });
}

/**
 * A staff account's two-factor enrolment link, sent by an admin (docs/decisions/0045-two-factor-
 * enrolment-links.md). The link only works signed in to that account: it is the second thing, besides
 * the password, that shows the owner is the one setting up the authenticator.
 */
export function twoFactorEnrolmentMail(link: {
  enrolUrl: string;
  hours: number;
  username: string;
  site: string;
}): MailContent {
  return accountLinkMail({
    site: link.site,
    subject: `Set up two-factor sign-in for your ${link.site} account`,
    intro: `An admin asks you to set up two-factor sign-in for the ${link.site} account "${link.username}".`,
    ask: `Open the link below within ${link.hours} hours, sign in with your password if asked, and follow the steps with an authenticator app on your phone. The link works once, and only for this account.`,
    link: { url: link.enrolUrl, label: 'Set up two-factor sign-in' },
    ignore:
      'If you did not expect this, do not open the link and tell a super admin: until two-factor sign-in is on, it can only be set up through this link.',
    footer:
      'You receive this because an admin asked the account that uses this address to set up two-factor sign-in.',
  });
}

/**
 * What each security mail says happened. `detail` is a passkey's name, the new address, the
 * passkeys a reset removed, or how a new device signed in.
 */
const SECURITY_NOTICES: Record<
  SecurityNoticeKind,
  { subject: (site: string) => string; said: (account: string, detail: string | null) => string }
> = {
  password_changed: {
    subject: (site) => `Your ${site} password was changed`,
    said: (account) => `The password of the account ${account} was changed.`,
  },
  password_reset: {
    subject: (site) => `Your ${site} password was reset`,
    said: (account, removedPasskeys) =>
      `The password of the account ${account} was reset with a link mailed to this address.` +
      (removedPasskeys ? ` These passkeys were removed with it: ${removedPasskeys}.` : ''),
  },
  two_factor_enabled: {
    subject: () => 'Two-factor sign-in was turned on',
    said: (account) =>
      `Two-factor sign-in was turned on for the account ${account}. Its other sessions were ended.`,
  },
  two_factor_disabled: {
    subject: () => 'Two-factor sign-in was turned off',
    said: (account) => `Two-factor sign-in was turned off for the account ${account}.`,
  },
  recovery_codes_renewed: {
    subject: () => 'New recovery codes were made',
    said: (account) =>
      `New recovery codes were made for the account ${account}. The earlier codes no longer work.`,
  },
  passkey_added: {
    subject: () => 'A passkey was added to your account',
    said: (account, name) =>
      `A passkey${name ? ` named "${name}"` : ''} was added to the account ${account}.`,
  },
  passkey_removed: {
    subject: () => 'A passkey was removed from your account',
    said: (account, name) =>
      `A passkey${name ? ` named "${name}"` : ''} was removed from the account ${account}.`,
  },
  email_changed: {
    subject: () => 'The email address of your account was changed',
    said: (account, address) =>
      `The account ${account} now uses ${address ? `the address ${address}` : 'another address'} instead of this one.`,
  },
  new_device_sign_in: {
    subject: (site) => `New sign-in to your ${site} account`,
    said: (account, how) =>
      `Someone signed in to the account ${account} from a device it had not used before${how ? ` (${how})` : ''}.`,
  },
};

/** "2026-11-29T14:05:09.123Z" → "2026-11-29 14:05 UTC": mails are read in every time zone. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * A change to a staff account's security, told to its owner (docs/decisions/0041-fresh-proof-and-
 * security-mails.md): what, when, from where, and what to do if it was not them. No unsubscribe:
 * these are not optional.
 */
export function securityNoticeMail(notice: {
  kind: SecurityNoticeKind;
  username: string;
  at: string;
  ip: string | null;
  device: string | null;
  detail: string | null;
  resetUrl: string;
  site: string;
}): MailContent {
  const { subject, said } = SECURITY_NOTICES[notice.kind];
  const what = said(`"${notice.username}"`, notice.detail);
  const facts = [
    `When: ${utcMinute(notice.at)}`,
    `From: ${notice.ip ?? 'an unknown address'}`,
    `Device: ${notice.device ?? 'unknown'}`,
  ];
  const ifNotYou = `If this was not you, reset your password at ${notice.resetUrl} and contact a super admin.`;
  const footer = `You receive this because a security setting of the ${notice.site} account "${notice.username}" changed.`;
  return {
    subject: subject(notice.site),
    text: `${what}\n\n${facts.join('\n')}\n\n${ifNotYou}\n\n--\n${footer}\n`,
    html: page(
      `<p>${escapeHtml(what)}</p><p>${facts.map(escapeHtml).join('<br>')}</p>` +
        `<p>${escapeHtml(ifNotYou)}</p>` +
        button(notice.resetUrl, 'Reset my password'),
      escapeHtml(footer),
      notice.site,
    ),
  };
}
