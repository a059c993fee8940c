import type { Subscriber } from '@contracts/subscriber';
import { format } from 'date-fns';
import Papa from 'papaparse';

export const CSV_COLUMNS = ['Email', 'Name', 'Status', 'Source', 'Subscribed At'] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula. Visitors choose their own name and email, so such a cell gets a leading quote and stays
 * text (OWASP "CSV injection").
 */
export function escapeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The CSV text of the given subscribers, in the given order, with a header row. */
export function subscribersToCsv(subscribers: Subscriber[]): string {
  return Papa.unparse({
    fields: [...CSV_COLUMNS],
    data: subscribers.map((s) =>
      [s.email, s.name ?? '', s.status, s.source, s.subscribedAt].map(escapeCsvCell),
    ),
  });
}

/** subscribers-2026-11-23.csv, with the staff member's local date. */
export function csvFileName(now = new Date()) {
  return `subscribers-${format(now, 'yyyy-MM-dd')}.csv`;
}

/** Hands the text to the browser as a download; the BOM makes Excel read it as UTF-8. */
export function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
