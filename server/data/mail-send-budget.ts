import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/connection';
import type { Database } from '../db/schema';

/**
 * The provider's allowance of mails per second as one token bucket in the database, so that every
 * instance draws from the same one (docs/decisions/0061-mail-at-scale.md). A draw is one UPDATE:
 * it refills the bucket by the time elapsed since the last draw, takes what it may, and says how
 * much it took, atomically on both engines (a row lock on PostgreSQL, the one writer on SQLite).
 */
export function mailSendBudget(db: Kysely<Database>, ratePerSecond: number) {
  const postgres = isPostgres(db);
  // At most one second's allowance at once: an idle bucket does not let a burst through.
  const capacity = Math.max(1, ratePerSecond);
  const least = (a: unknown, b: unknown) => (postgres ? sql`LEAST(${a}, ${b})` : sql`min(${a}, ${b})`);
  const greatest = (a: unknown, b: unknown) => (postgres ? sql`GREATEST(${a}, ${b})` : sql`max(${a}, ${b})`);
  const whole = (a: unknown) => (postgres ? sql`FLOOR(${a})` : sql`CAST(${a} AS INTEGER)`);
  const number = (value: number) => (postgres ? sql`CAST(${value} AS double precision)` : sql`${value}`);
  let created = false;

  return {
    /** Takes up to `wanted` mails' worth of the allowance; answers how many may be sent now. */
    async draw(wanted: number): Promise<number> {
      const now = Date.now();
      if (!created) {
        await db
          .insertInto('mail_send_budget')
          .values({ id: 1, tokens: capacity, granted: 0, refilled_at: now })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        created = true;
      }
      // A clock behind the last draw's (another instance's) refills nothing rather than a negative.
      const elapsed = greatest(sql`0`, sql`${number(now)} - refilled_at`);
      const available = least(number(capacity), sql`tokens + ${elapsed} * ${number(ratePerSecond / 1000)}`);
      const granted = least(number(wanted), whole(available));
      const row = await db
        .updateTable('mail_send_budget')
        .set({
          granted: sql`${granted}`,
          tokens: sql`${available} - ${granted}`,
          refilled_at: sql`${greatest(sql`refilled_at`, number(now))}`,
        })
        .where('id', '=', 1)
        .returning('granted')
        .executeTakeFirst();
      return Math.max(0, Math.floor(Number(row?.granted ?? 0)));
    },
  };
}

export type MailSendBudget = ReturnType<typeof mailSendBudget>;
