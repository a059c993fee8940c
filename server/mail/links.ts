import { localizedPath } from '../../contracts/locale-path';
import type { Locale } from '../../contracts/locales';
import type { Config } from '../config';
import { type TokenPurpose, type TokenSubject, signToken } from './tokens';

/** Where mailed links point: PUBLIC_URL, or this server's own address when it is not set (dev). */
export function siteBase(config: Config) {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * The locale a subscriber's mail is written in: the one they signed up in while the site still
 * serves it, else the default (a null locale, from before migration 033, is the default too).
 */
export function mailLocale(stored: string | null, locales: Config['locales']): Locale {
  return locales.all.find((locale) => locale === stored) ?? locales.default;
}

/** A public page's absolute address in `locale` (the default's addresses have no prefix). */
export const pageUrl = (config: Config, path: string, locale: Locale) =>
  `${siteBase(config)}${localizedPath(path, locale, config.locales)}`;

/**
 * The confirm, unsubscribe and preferences links, to those pages in `locale`
 * (docs/decisions/0056-localized-addresses.md); each page's name is its token's purpose.
 */
export function mailLinks(config: Config, subject: TokenSubject, locale: Locale = config.locales.default) {
  const link = (purpose: TokenPurpose) =>
    `${pageUrl(config, `/newsletter/${purpose}`, locale)}?token=${encodeURIComponent(signToken(config.secret, purpose, subject))}`;
  return {
    confirmUrl: link('confirm'),
    unsubscribeUrl: link('unsubscribe'),
    preferencesUrl: link('preferences'),
  };
}

/**
 * A post mail's unsubscribe link also names its mailing (the post's id), so that mailing's report
 * counts who left through it; the token alone still decides who is unsubscribed.
 */
export const mailingUnsubscribeUrl = (unsubscribeUrl: string, postId: number) =>
  `${unsubscribeUrl}&mailing=${postId}`;

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the URL. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
