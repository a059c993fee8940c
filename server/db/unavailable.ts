/**
 * "The database cannot answer right now": 503 with Retry-After, so clients retry. A full disk is
 * told apart, since retrying soon will not help.
 */
const UNAVAILABLE_CODES = new Set([
  // Node socket errors while connecting or mid-query
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: locked past busy_timeout, I/O error
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
]);

/** pg's own messages for a pool or client that lost its server (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC']);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  // 08xxx: PostgreSQL connection exceptions; SQLITE_BUSY_SNAPSHOT and friends share the prefix.
  if (code && /^SQLITE_(BUSY|IOERR)/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // AggregateError from a connect to several addresses (IPv4 and IPv6 localhost).
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}

export function isStorageFull(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && STORAGE_FULL_CODES.has(code);
}

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
