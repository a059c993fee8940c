/**
 * The site's locale, written once, and the cached formatters every count and date goes through.
 * en-US because the texts in docs/ print US dates ("Nov 23, 2026, 3:04 PM", back-office-screens.md §9)
 * and counts with a comma between thousands ("1,234 views", the Dashboard in back-office-screens.md §2).
 */
export const DEFAULT_LOCALE = 'en-US';

// Building an Intl formatter costs far more than using one, and a list formats a number or a date per row.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** "1,234" in en-US, "1 234" (a narrow no-break space) in fr, "1,234" in ja. */
export const formatCount = (value: number, locale: string = DEFAULT_LOCALE) =>
  cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);

/** The date formatter for these options in `locale`, made once per locale and options. */
export const dateFormat = (options: Intl.DateTimeFormatOptions, locale: string = DEFAULT_LOCALE) =>
  cached(dateFormats, `${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
