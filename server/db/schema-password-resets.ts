import type { OneTimeLinksTable } from './schema-one-time-links';

/** A mailed password-reset link (migration 024): single-use, short-lived, its token kept hashed. */
export type PasswordResetsTable = OneTimeLinksTable;
