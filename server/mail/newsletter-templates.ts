import { type MailTexts, mailTexts } from './mail-texts';
import { postBodyHtml, postBodyText } from './post-body';
import { type MailContent, button, escapeHtml, page } from './templates';

const footerLink = (href: string, label: string) =>
  `<a style="color:#a39a8f" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/**
 * The newsletter's HTML part: the body, then why the mail came, the way to stop it and, in a
 * subscriber's mails (not the confirmation's), the way to choose its topics.
 */
const layout = (body: string, unsubscribeUrl: string, texts: MailTexts, preferencesUrl?: string) =>
  page(
    body,
    `${escapeHtml(texts.footer.why)}
${footerLink(unsubscribeUrl, texts.footer.unsubscribe)}${preferencesUrl ? ` · ${footerLink(preferencesUrl, texts.footer.preferences)}` : ''}`,
    texts.site,
    texts.htmlLang,
  );

const textFooter = (unsubscribeUrl: string, texts: MailTexts, preferencesUrl?: string) =>
  `\n\n--\n${texts.footer.why}\n${texts.footer.unsubscribeLine(unsubscribeUrl)}\n` +
  (preferencesUrl ? `${texts.footer.preferencesLine(preferencesUrl)}\n` : '');

/** The double opt-in's mail, in the subscriber's locale (`texts`; English and the default site name by default). */
export function confirmationMail(
  links: { confirmUrl: string; unsubscribeUrl: string },
  texts: MailTexts = mailTexts('en'),
): MailContent {
  const { intro, ask, subject } = texts.confirmation;
  return {
    subject,
    text: `${intro}\n\n${ask}\n\n${links.confirmUrl}${textFooter(links.unsubscribeUrl, texts)}`,
    html: layout(
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>${button(links.confirmUrl, texts.confirmation.button)}`,
      links.unsubscribeUrl,
      texts,
    ),
  };
}

/**
 * A post's mail but its footer: the same for every subscriber who reads it in one locale, so a
 * mailing renders it once per locale (server/mail/post-mail-content.ts) and `postMailTo` adds each
 * subscriber's own unsubscribe link.
 */
export type RenderedPost = { subject: string; text: string; html: string; texts: MailTexts };

/**
 * A new post, whole: its title, its excerpt as the lead when it has one, its body (the stored,
 * sanitized HTML, with the site's addresses made absolute against `base`) and the way to its page.
 */
export function renderPost(
  post: { title: string; excerpt: string; content: string },
  links: { postUrl: string; base: string },
  texts: MailTexts = mailTexts('en'),
): RenderedPost {
  const lead = post.excerpt.trim();
  return {
    subject: post.title,
    text: `${post.title}\n\n${lead ? `${lead}\n\n` : ''}${postBodyText(post.content)}\n\n${texts.post.readLine(links.postUrl)}`,
    html:
      `<h1 style="font-size:24px;color:#f5efe6">${escapeHtml(post.title)}</h1>` +
      (lead ? `<p style="font-size:18px;color:#c9bda8">${escapeHtml(lead)}</p>` : '') +
      postBodyHtml(post.content, links.base, escapeHtml(texts.post.watchVideo)) +
      button(links.postUrl, texts.post.read),
    texts,
  };
}

/** One subscriber's copy of a rendered post: its footer carries their own unsubscribe and preferences links. */
export const postMailTo = (
  rendered: RenderedPost,
  unsubscribeUrl: string,
  preferencesUrl?: string,
): MailContent => ({
  subject: rendered.subject,
  text: `${rendered.text}${textFooter(unsubscribeUrl, rendered.texts, preferencesUrl)}`,
  html: layout(rendered.html, unsubscribeUrl, rendered.texts, preferencesUrl),
});

/** A post's mail to one subscriber, rendered for them alone (a mailing renders once: `renderPost`). */
export const postMail = (
  post: { title: string; excerpt: string; content: string },
  links: { postUrl: string; unsubscribeUrl: string; base: string },
  texts: MailTexts = mailTexts('en'),
): MailContent => postMailTo(renderPost(post, links, texts), links.unsubscribeUrl);
