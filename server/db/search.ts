/**
 * Case-insensitive "contains" search that answers the same on SQLite and PostgreSQL: the
 * application lower-cases both the stored key columns and the term (JavaScript's rules, the same
 * everywhere), so each engine only compares text as it is.
 */

/** The lower-cased key a searchable column is stored with (null for no text). */
export function searchKey(text: string | null | undefined): string | null {
  return text ? text.toLowerCase() : null;
}

/** The term as searched: trimmed and lower-cased, or null when blank. */
export function searchTerm(raw: string | undefined): string | null {
  const term = raw?.trim().toLowerCase();
  return term ? term : null;
}

/** `%term%` for LIKE with `ESCAPE '\'`: the term's own % and _ match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The FTS5 trigram index answers terms of this length and more; shorter ones have no trigram and
 * are compared row by row.
 */
export const TRIGRAM_MIN = 3;

/** An FTS5 query matching the term as one literal substring (a quoted phrase). */
export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** Separates the fields of a combined search text; no term is searched across it. */
export const FIELD_SEPARATOR = '\u001f';

/** The lower-cased fields of a row, joined into one searchable text. */
export function searchText(...fields: string[]): string {
  return fields.map((field) => field.toLowerCase()).join(FIELD_SEPARATOR);
}
