import { postBodyHtml, postBodyText } from './post-body';

/** The mails' words and markup: plain text and a simple, inline-styled HTML part of the same text. */
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `footer` is HTML: the newsletter's says why the mail came and how to stop it. */
function page(body: string, footer: string) {
  return `<!doctype html><html><body style="margin:0;background:#0b0a0a;color:#eee6da;font-family:Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;letter-spacing:2px;color:#d7263d">BLOOD &amp; MAYHEM</p>
${body}
<hr style="border:none;border-top:1px solid #3a3434;margin:32px 0 16px">
<p style="font-size:12px;color:#a39a8f">${footer}</p>
</div></body></html>`;
}

const layout = (body: string, unsubscribeUrl: string) =>
  page(
    body,
    `You receive this because this address signed up for the Blood &amp; Mayhem newsletter.
<a style="color:#a39a8f" href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>`,
  );

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#b3122b;color:#fff;padding:12px 20px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

const textFooter = (unsubscribeUrl: string) =>
  `\n\n--\nYou receive this because this address signed up for the Blood & Mayhem newsletter.\nUnsubscribe: ${unsubscribeUrl}\n`;

export function confirmationMail(links: { confirmUrl: string; unsubscribeUrl: string }): MailContent {
  const intro = 'Someone, hopefully you, asked to receive the Blood & Mayhem newsletter at this address.';
  const ask =
    'Open the link below and press Confirm to start receiving it. If it was not you, ignore this mail.';
  return {
    subject: 'Confirm your Blood & Mayhem newsletter subscription',
    text: `${intro}\n\n${ask}\n\n${links.confirmUrl}${textFooter(links.unsubscribeUrl)}`,
    html: layout(
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>${button(links.confirmUrl, 'Confirm my subscription')}`,
      links.unsubscribeUrl,
    ),
  };
}

/**
 * A new post, whole: its title, its excerpt as the lead when it has one, its body (the stored,
 * sanitized HTML, with the site's addresses made absolute against `base`) and the way to its page.
 */
export function postMail(
  post: { title: string; excerpt: string; content: string },
  links: { postUrl: string; unsubscribeUrl: string; base: string },
): MailContent {
  const lead = post.excerpt.trim();
  return {
    subject: post.title,
    text: `${post.title}\n\n${lead ? `${lead}\n\n` : ''}${postBodyText(post.content)}\n\nRead the post: ${links.postUrl}${textFooter(links.unsubscribeUrl)}`,
    html: layout(
      `<h1 style="font-size:24px;color:#f5efe6">${escapeHtml(post.title)}</h1>` +
        (lead ? `<p style="font-size:18px;color:#c9bda8">${escapeHtml(lead)}</p>` : '') +
        postBodyHtml(post.content, links.base) +
        button(links.postUrl, 'Read the post'),
      links.unsubscribeUrl,
    ),
  };
}

/**
 * A staff account's reset link (docs/back-office-screens.md, Forgot password). No unsubscribe: it
 * comes only when someone asked for it, and says what to do if that was not the owner.
 */
export function passwordResetMail(link: {
  resetUrl: string;
  minutes: number;
  username: string;
}): MailContent {
  const intro = `Someone, hopefully you, asked to reset the password of the Blood & Mayhem account "${link.username}".`;
  const ask = `Open the link below within ${link.minutes} minutes to choose a new password. It works once.`;
  const ignore = 'If it was not you, ignore this mail: your password stays as it is.';
  const footer =
    'You receive this because a password reset was asked for the account that uses this address.';
  return {
    subject: 'Reset your Blood & Mayhem password',
    text: `${intro}\n\n${ask}\n\n${link.resetUrl}\n\n${ignore}\n\n--\n${footer}\n`,
    html: page(
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>${button(link.resetUrl, 'Set a new password')}<p>${escapeHtml(ignore)}</p>`,
      escapeHtml(footer),
    ),
  };
}
