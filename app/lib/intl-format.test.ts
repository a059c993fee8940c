import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from './format-date';
import { DEFAULT_LOCALE, dateFormat, formatCount } from './intl-format';

const NARROW_NO_BREAK_SPACE = '\u202f';

describe('counts', () => {
  it('separates thousands with a comma in en-US, as "1,234 views" reads', () => {
    expect(formatCount(1234, 'en-US')).toBe('1,234');
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(0, 'en-US')).toBe('0');
  });

  it('groups French thousands with a narrow no-break space', () => {
    expect(formatCount(1234, 'fr')).toBe(`1${NARROW_NO_BREAK_SPACE}234`);
  });

  it('separates Japanese thousands with a comma', () => {
    expect(formatCount(1234, 'ja')).toBe('1,234');
  });

  it('uses the default locale, en-US, when none is given', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234)).toBe(formatCount(1234, DEFAULT_LOCALE));
  });
});

describe('dates', () => {
  const afternoon = new Date(2026, 10, 23, 15, 4); // local time, as staff see it

  it('prints a date in each locale the site will speak', () => {
    expect(formatLongDate(afternoon, '', 'en-US')).toBe('November 23, 2026');
    expect(formatLongDate(afternoon, '', 'fr')).toBe('23 novembre 2026');
    expect(formatLongDate(afternoon, '', 'ja')).toBe('2026年11月23日');
    expect(formatShortDate(afternoon, '', 'fr')).toBe('23 nov. 2026');
    expect(formatDateTime(afternoon, '', 'fr')).toBe('23 nov. 2026, 15:04');
  });

  it('uses the default locale when none is given', () => {
    expect(formatDateTime(afternoon)).toBe('Nov 23, 2026, 3:04 PM');
    expect(formatDateTime(afternoon)).toBe(formatDateTime(afternoon, '', DEFAULT_LOCALE));
  });

  it('makes one formatter per locale and options', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
    expect(dateFormat(options, 'fr')).toBe(dateFormat({ dateStyle: 'long' }, 'fr'));
    expect(dateFormat(options, 'fr')).not.toBe(dateFormat(options, 'ja'));
    expect(dateFormat(options)).toBe(dateFormat(options, DEFAULT_LOCALE));
  });
});
