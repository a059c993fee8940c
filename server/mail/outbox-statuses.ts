/**
 * The statuses a finished outbox row may have: each is counted by a post mailing's report and
 * rolled up into `post_mailings.pruned_<status>` when the row is pruned. `bounced` and `complained`
 * are mails sent and later found bounced or complained about: counted by name, they read 0 until
 * the outbox has such rows (docs/decisions/0059-mailing-report-and-outbox-retention.md).
 */
export const FINISHED_STATUSES = ['sent', 'failed', 'cancelled', 'bounced', 'complained'] as const;
export type FinishedStatus = (typeof FINISHED_STATUSES)[number];

/** What the prune deleted of one outbox row: enough to roll it up into its mailing's report. */
export type PrunedRow = { purpose: string; status: string; sent_at: string | null };
