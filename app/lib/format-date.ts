import { DEFAULT_LOCALE, dateFormat } from './intl-format';

/**
 * The date texts of the back office (docs/back-office-screens.md §9), in the staff member's own time zone:
 * lists use the short month with hour and minute, the editor preview a short month-day-year,
 * the date picker a long date. Dates the public pages print are UTC days (formatUtcLongDate).
 */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
// UTC on both sides: the server and the visitor's browser must print the same day, or hydration breaks.
const UTC_LONG_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};

type DateInput = string | Date | null | undefined;

function valid(value: DateInput): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A formatter of fixed options: a list prints a date per row, so each locale's Intl formatter is
 * looked up by the locale alone, not by the options' JSON as `dateFormat` keys them.
 */
function formatWith(options: Intl.DateTimeFormatOptions) {
  const byLocale = new Map<string, Intl.DateTimeFormat>();
  return (value: DateInput, fallback = '', locale: string = DEFAULT_LOCALE) => {
    const date = valid(value);
    if (!date) return fallback;
    let format = byLocale.get(locale);
    if (!format) {
      format = dateFormat(options, locale);
      byLocale.set(locale, format);
    }
    return format.format(date);
  };
}

/** "Nov 23, 2026, 3:04 PM" in en-US; `fallback` when the value is missing or not a date. */
export const formatDateTime = formatWith(DATE_TIME);
/** "Nov 23, 2026" */
export const formatShortDate = formatWith(SHORT_DATE);
/** "November 23, 2026" */
export const formatLongDate = formatWith(LONG_DATE);
/** "November 23, 2026" as a UTC day, for dates the public pages render on the server too. */
export const formatUtcLongDate = formatWith(UTC_LONG_DATE);
