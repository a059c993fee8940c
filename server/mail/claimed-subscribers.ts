import type { consentRepository } from '../data/subscriber-consent';
import type { OutboxRow } from './outbox';

type Reads = Pick<ReturnType<typeof consentRepository>, 'findForMail' | 'findManyForMail'>;
type MailSubscriber = Awaited<ReturnType<Reads['findForMail']>>;

/** Far more than a claim holds (200 at most): past it, rows were claimed and never composed. */
const MAX_KEPT = 5_000;

/**
 * The subscribers of the rows the mail worker just claimed, read in one query per claim and each
 * handed to its mail once (docs/decisions/0061-mail-at-scale.md). Read one mail at a time, they
 * cost a round trip each and held the PostgreSQL pool the visitors' reads share. A subscriber is
 * seen as it was when its row was claimed, at most a claim's worth of mails before it is sent.
 */
export function claimedSubscribers(reads: Reads) {
  const kept = new Map<number, MailSubscriber>();
  return {
    async prefetch(rows: readonly OutboxRow[]) {
      const ids = [
        ...new Set(rows.flatMap((row) => (row.subscriber_id === null ? [] : [row.subscriber_id]))),
      ];
      if (ids.length === 0) return;
      const found = new Map(
        (await reads.findManyForMail(ids)).map((subscriber) => [subscriber.id, subscriber]),
      );
      if (kept.size + ids.length > MAX_KEPT) kept.clear();
      for (const id of ids) kept.set(id, found.get(id));
    },

    /** The subscriber read with its row's claim, or read now when it was not. */
    take(id: number): Promise<MailSubscriber> {
      if (!kept.has(id)) return reads.findForMail(id);
      const subscriber = kept.get(id);
      kept.delete(id);
      return Promise.resolve(subscriber);
    },
  };
}
