import type { Config } from '../config';
import { type TokenSubject, signToken } from './tokens';

/** Where mailed links point: PUBLIC_URL, or this server's own address when it is not set (dev). */
export function siteBase(config: Config) {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export function mailLinks(config: Config, subject: TokenSubject) {
  const base = siteBase(config);
  const link = (page: string, purpose: 'confirm' | 'unsubscribe') =>
    `${base}/newsletter/${page}?token=${encodeURIComponent(signToken(config.secret, purpose, subject))}`;
  return { confirmUrl: link('confirm', 'confirm'), unsubscribeUrl: link('unsubscribe', 'unsubscribe'), base };
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the URL. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
