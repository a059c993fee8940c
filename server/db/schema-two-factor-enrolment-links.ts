import type { OneTimeLinksTable } from './schema-one-time-links';

/**
 * A mailed two-factor enrolment link (migration 031; docs/decisions/0045-two-factor-enrolment-links.md):
 * single-use, valid 24 hours, its token kept hashed.
 */
export type TwoFactorEnrolmentLinksTable = OneTimeLinksTable;
