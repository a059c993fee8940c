import Papa from 'papaparse';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula. Visitors choose their own name and email, so such a cell gets a leading quote and stays
 * text (OWASP "CSV injection").
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** CSV lines (each ending in CRLF) for the given rows, every cell formula-escaped and quoted as needed. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((row) => row.map(escapeCsvCell)),
    { newline: '\r\n' },
  )}\r\n`;
}
