/**
 * The one date formatter of the back-office lists (back-office.md §9): en-US short month with hour
 * and minute, e.g. "Nov 23, 2026, 3:04 PM", in the staff member's own time zone.
 */
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The formatted date, or `fallback` when the value is missing or not a date. */
export function formatDateTime(value: string | Date | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : dateTime.format(date);
}
