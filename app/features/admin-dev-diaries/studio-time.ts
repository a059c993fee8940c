import { TZDate } from '@date-fns/tz';
import { DEFAULT_LOCALE, dateFormat } from '~/lib/intl-format';

/** A wall-clock date and time in the studio's zone: what the editor's picker shows and edits. */
export type WallTime = { year: number; month: number; day: number; hours: number; minutes: number };

/** The wall time an instant shows in `timeZone`. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const at = new TZDate(instant.getTime(), timeZone);
  return {
    year: at.getFullYear(),
    month: at.getMonth(),
    day: at.getDate(),
    hours: at.getHours(),
    minutes: at.getMinutes(),
  };
}

/**
 * The instant a wall time names in `timeZone`. A time skipped by a daylight-saving change moves
 * forward, as clocks do.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const at = new TZDate(wall.year, wall.month, wall.day, wall.hours, wall.minutes, 0, 0, timeZone);
  return new Date(at.getTime());
}

/** The zone's short name at that instant, e.g. "CET" or "EST"; a GMT offset where none exists. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  const name = (locale: string) =>
    dateFormat({ timeZone, timeZoneName: 'short' }, locale)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const american = name(DEFAULT_LOCALE);
  if (!american.startsWith('GMT')) return american;
  // en-GB is asked for the abbreviation, not the page's language: en-US names American zones only
  // and prints "GMT+1" for Paris, while en-GB knows the European ones (CET, CEST, BST…).
  const british = name('en-GB');
  return british && !british.startsWith('GMT+') && !british.startsWith('GMT-') ? british : american;
}

/** "Europe/Paris (CET)": how the editor names the zone beside the picker. */
export const zoneLabel = (timeZone: string, at: Date) => `${timeZone} (${zoneAbbreviation(timeZone, at)})`;

/** "Nov 30, 2026, 9:00 AM CET": an instant in the studio's zone, with the zone. */
export function formatInZone(value: string | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const text = dateFormat({
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  return `${text} ${zoneAbbreviation(timeZone, date)}`;
}

/** "November 30, 2026": the long date of an instant in the studio's zone. */
export const formatLongDateInZone = (date: Date, timeZone: string) =>
  dateFormat({ timeZone, dateStyle: 'long' }).format(date);
