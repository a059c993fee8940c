import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from './format-date';

describe('back-office dates', () => {
  const noon = new Date(2026, 10, 23, 15, 4); // local time, as staff see it

  it('formats lists with the en-US short month, hour and minute', () => {
    expect(formatDateTime(noon)).toBe('Nov 23, 2026, 3:04 PM');
  });

  it('formats the preview and the picker', () => {
    expect(formatShortDate(noon)).toBe('Nov 23, 2026');
    expect(formatLongDate(noon)).toBe('November 23, 2026');
  });

  it('answers the fallback for a missing or unreadable date', () => {
    expect(formatDateTime(null, 'Never')).toBe('Never');
    expect(formatDateTime('not a date')).toBe('');
  });
});
