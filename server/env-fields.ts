import { z } from 'zod';
import { SUPPORTED_LOCALES, isSupportedLocale } from '../contracts/locales';

/** Parsers of environment values that config.ts composes; each error names what was expected. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const durationSeconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .int('must be a whole number of seconds')
  .positive('must be positive');

export const megabytes = z.coerce
  .number({ error: 'must be a number of megabytes' })
  .int('must be a whole number of megabytes')
  .positive('must be positive');

/**
 * TRUST_PROXY: false/0 (none), a hop count, or addresses/CIDR ranges.
 * "true" is refused: any client could then pick its own address.
 */
export const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const value = v.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    return (
      ctx.addIssue({ code: 'custom', message: 'must be a hop count or address ranges, not true' }),
      z.NEVER
    );
  const ranges = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const valid = ranges.every(
    (r) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(r) || ['loopback', 'linklocal', 'uniquelocal'].includes(r),
  );
  if (!valid || ranges.length === 0)
    return (
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count or comma-separated addresses/CIDR ranges',
      }),
      z.NEVER
    );
  return ranges;
});

/**
 * LOCALES: the languages a site serves, comma-separated, its default first ("en,fr,ja"); each one
 * the product ships (contracts/locales.ts), none twice.
 */
export const locales = z.string().transform((v, ctx) => {
  const list = v
    .split(',')
    .map((locale) => locale.trim())
    .filter(Boolean);
  const unknown = list.filter((locale) => !isSupportedLocale(locale));
  if (list.length === 0 || unknown.length > 0 || new Set(list).size !== list.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must list locales among ${SUPPORTED_LOCALES.join(', ')}, the default first, each once${
        unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''
      }`,
    });
    return z.NEVER;
  }
  return list as (typeof SUPPORTED_LOCALES)[number][];
});

/** An IANA zone name the runtime knows (Intl refuses the others), so conversions cannot fail later. */
export const timeZone = z.string().refine(
  (value) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be an IANA time zone name such as Europe/Paris or America/New_York' },
);
