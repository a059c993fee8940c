import type { Subscriber } from '../../../contracts/subscriber';
import type { Db } from '../../../server/db/connection';
import { searchKey } from '../../../server/db/search';
import { NEWSLETTER_TOPICS } from '../../../contracts/newsletter-topics';

const SOURCES = ['website', 'newsletter', 'social'] as const;
/** Names a spreadsheet would run as formulas, or that need CSV quoting, or LIKE/FTS escaping. */
export const AWKWARD_NAMES = [
  '=SUM(1+1)',
  '+cmd|calc',
  '-2+3',
  '@SUM(A1)',
  '\tTabbed',
  '\rReturned',
  'Comma, "Quoted"',
  'Élodie Dupré',
  'ÅSA ÖBERG',
  '100% Fan',
  'under_score',
  'back\\slash',
  'say "hi"',
];

/**
 * `count` subscribers with a known shape: groups of 7 share one subscribed_at (so the id breaks
 * ties, also across export batches), every fourth is unsubscribed, sources rotate, some have
 * names (awkward ones included) and some emails carry capitals. Returns the rows as the API
 * answers them, in insertion (id) order.
 */
export async function insertSubscribers(db: Db, count: number, tag = 'fan'): Promise<Subscriber[]> {
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => {
    const email = i % 5 === 0 ? `${tag.toUpperCase()}${i}@Example.COM` : `${tag}${i}@example.com`;
    const name =
      i % 3 === 0 ? null : i % 11 === 1 ? AWKWARD_NAMES[((i / 11) % AWKWARD_NAMES.length) | 0]! : `Name ${i}`;
    const at = new Date(base + Math.floor(i / 7) * 60_000).toISOString();
    return {
      email,
      email_key: searchKey(email)!,
      name,
      name_key: searchKey(name),
      status: i % 4 === 0 ? ('unsubscribed' as const) : ('active' as const),
      source: SOURCES[i % 3]!,
      subscribed_at: at,
      updated_at: at,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db.kysely
      .insertInto('subscribers')
      .values(rows.slice(i, i + 200))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return rows.map((r, i) => ({
    id: ids[i]!,
    email: r.email,
    name: r.name,
    status: r.status,
    suppressedReason: null,
    suppressedAt: null,
    source: r.source,
    subscribedAt: r.subscribed_at,
    confirmedAt: null,
    ipHash: null,
    locale: null,
    // Migration 036's default: every topic.
    topics: [...NEWSLETTER_TOPICS],
  }));
}

/** The list order: newest first, then the higher id. */
export const newestFirst = (a: Subscriber, b: Subscriber) =>
  a.subscribedAt === b.subscribedAt ? b.id - a.id : a.subscribedAt < b.subscribedAt ? 1 : -1;

/** The search as the spec states it: case-insensitive "contains" over email and name. */
export const contains = (term: string) => (s: Subscriber) => {
  const needle = term.trim().toLowerCase();
  return s.email.toLowerCase().includes(needle) || (s.name ?? '').toLowerCase().includes(needle);
};
