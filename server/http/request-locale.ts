import type { FastifyRequest } from 'fastify';
import { type Locale, unknownLocaleMessage } from '../../contracts/locales';
import { isStaffRequest } from '../auth/guards';
import { badRequest } from '../core/errors';

type Served = { all: readonly Locale[]; default: Locale };

/**
 * The served locale an Accept-Language header prefers most (RFC 9110 §12.5.4, RFC 4647 lookup on
 * the primary subtag: "fr-CA" asks for fr); the default when it names none the site serves.
 */
export function negotiateLocale(header: string | undefined, served: Served): Locale {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((range) => range.tag !== '' && range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return served.default;
    const found = served.all.find((locale) => locale === tag || locale === tag.split('-')[0]);
    if (found) return found;
  }
  return served.default;
}

/**
 * The locale a request reads or writes content in: `?locale=` when given (a locale the site does
 * not serve is a 400 naming it), else the Accept-Language header, else the site's default.
 * Staff are never answered by their browser's header: a back-office form that loads a row to save
 * it again as the default-locale text must receive that text, not its French translation because
 * the browser is set to French. Their tools name the locale they translate.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const served = request.server.config.locales;
  const asked = (request.query as { locale?: unknown } | undefined)?.locale;
  if (typeof asked === 'string') {
    const found = served.all.find((locale) => locale === asked);
    if (!found) throw badRequest(unknownLocaleMessage(asked, served.all));
    return found;
  }
  if (isStaffRequest(request)) return served.default;
  return negotiateLocale(request.headers['accept-language'], served);
}
