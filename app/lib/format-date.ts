/**
 * The date texts of the back office (docs/back-office-screens.md §9), in the staff member's own time zone:
 * lists use the en-US short month with hour and minute, the editor preview a short month-day-year,
 * the date picker a long date. Dates the public pages print are UTC days (formatUtcLongDate).
 */
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
// UTC on both sides: the server and the visitor's browser must print the same day, or hydration breaks.
const utcLongDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

type DateInput = string | Date | null | undefined;

function valid(value: DateInput): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatWith =
  (format: Intl.DateTimeFormat) =>
  (value: DateInput, fallback = '') => {
    const date = valid(value);
    return date ? format.format(date) : fallback;
  };

/** "Nov 23, 2026, 3:04 PM"; `fallback` when the value is missing or not a date. */
export const formatDateTime = formatWith(dateTime);
/** "Nov 23, 2026" */
export const formatShortDate = formatWith(shortDate);
/** "November 23, 2026" */
export const formatLongDate = formatWith(longDate);
/** "November 23, 2026" as a UTC day, for dates the public pages render on the server too. */
export const formatUtcLongDate = formatWith(utcLongDate);
