/**
 * Date texts shared by the back-office screens (back-office.md §9): lists use the en-US short
 * month with hour and minute; the editor preview a short month-day-year; the picker a long date.
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

function valid(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jun 12, 2026, 3:00 PM"; `fallback` when the value is missing or unreadable. */
export function formatDateTime(value: string | Date | null | undefined, fallback = 'Never'): string {
  const date = valid(value);
  return date ? dateTime.format(date) : fallback;
}

/** "Jun 12, 2026" */
export function formatShortDate(value: string | Date | null | undefined, fallback = ''): string {
  const date = valid(value);
  return date ? shortDate.format(date) : fallback;
}

/** "June 12, 2026" */
export function formatLongDate(value: string | Date | null | undefined, fallback = ''): string {
  const date = valid(value);
  return date ? longDate.format(date) : fallback;
}
