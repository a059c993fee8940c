import { describe, expect, it } from 'vitest';
import { claimedSubscribers } from './claimed-subscribers';
import type { OutboxRow } from './outbox';

const subscriber = (id: number) => ({
  id,
  email: `r${id}@example.com`,
  email_key: `r${id}@example.com`,
  status: 'active',
  token_version: 1,
  confirm_sends: 1,
  locale: null,
});
const row = (subscriberId: number | null) => ({ subscriber_id: subscriberId }) as OutboxRow;

function reads() {
  const calls: string[] = [];
  return {
    calls,
    findForMail: async (id: number) => {
      calls.push(`one ${id}`);
      return subscriber(id) as never;
    },
    // Subscriber 3 was deleted since its row was queued.
    findManyForMail: async (ids: readonly number[]) => {
      calls.push(`many ${ids.join(',')}`);
      return ids.filter((id) => id !== 3).map(subscriber) as never;
    },
  };
}

describe('claimedSubscribers', () => {
  it('reads a claim’s subscribers in one query and hands each to one mail', async () => {
    const db = reads();
    const claimed = claimedSubscribers(db);
    await claimed.prefetch([row(1), row(2), row(3), row(2), row(null)]);
    expect(db.calls).toEqual(['many 1,2,3']);
    expect(await claimed.take(1)).toMatchObject({ id: 1 });
    expect(await claimed.take(2)).toMatchObject({ id: 2 });
    // Gone when claimed: no second look.
    expect(await claimed.take(3)).toBeUndefined();
    expect(db.calls).toEqual(['many 1,2,3']);
    // A second mail to the same subscriber, or one never read ahead, reads it then.
    expect(await claimed.take(2)).toMatchObject({ id: 2 });
    expect(await claimed.take(7)).toMatchObject({ id: 7 });
    expect(db.calls).toEqual(['many 1,2,3', 'one 2', 'one 7']);
  });

  it('asks nothing for rows without a subscriber', async () => {
    const db = reads();
    await claimedSubscribers(db).prefetch([row(null)]);
    expect(db.calls).toEqual([]);
  });
});
