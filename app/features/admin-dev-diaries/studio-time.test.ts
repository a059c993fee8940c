import { describe, expect, it } from 'vitest';
import { formatInZone, instantOf, wallTimeOf, zoneLabel } from './studio-time';

describe('publish times in the studio time zone', () => {
  it('turns a wall time in Paris into the UTC instant, winter and summer', () => {
    const winter = { year: 2026, month: 11, day: 1, hours: 9, minutes: 30 };
    expect(instantOf(winter, 'Europe/Paris').toISOString()).toBe('2026-12-01T08:30:00.000Z');
    const summer = { year: 2026, month: 6, day: 1, hours: 9, minutes: 30 };
    expect(instantOf(summer, 'Europe/Paris').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(instantOf(winter, 'UTC').toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('reads back the wall time of an instant, whatever the browser zone', () => {
    const instant = new Date('2026-12-01T23:30:00.000Z');
    expect(wallTimeOf(instant, 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 11,
      day: 2,
      hours: 8,
      minutes: 30,
    });
    expect(wallTimeOf(instantOf(wallTimeOf(instant, 'America/New_York'), 'America/New_York'), 'UTC')).toEqual(
      { year: 2026, month: 11, day: 1, hours: 23, minutes: 30 },
    );
  });

  it('names the zone with its abbreviation', () => {
    expect(zoneLabel('Europe/Paris', new Date('2026-12-01T00:00:00Z'))).toBe('Europe/Paris (CET)');
    expect(zoneLabel('Europe/Paris', new Date('2026-07-01T00:00:00Z'))).toBe('Europe/Paris (CEST)');
    expect(zoneLabel('America/New_York', new Date('2026-12-01T00:00:00Z'))).toBe('America/New_York (EST)');
    expect(zoneLabel('UTC', new Date())).toBe('UTC (UTC)');
    expect(formatInZone('2026-12-01T08:30:00.000Z', 'Europe/Paris')).toBe('Dec 1, 2026, 9:30 AM CET');
  });
});
