import type { Insertable } from 'kysely';
import type { DevDiariesTable, FeedbackTable, SubscribersTable, SupportMessagesTable } from '../schema';
import { searchKey, searchText } from '../search';

/**
 * Rows for the scale fixture: plausible, varied and cheap to make. Each row comes from its index
 * (no randomness), so two runs of the same size make the same data apart from the run's tag,
 * which keeps emails and slugs unique when a database is filled twice.
 */

const FIRST = [
  'Ada',
  'Bram',
  'Cora',
  'Dario',
  'Edda',
  'Fenn',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Lev',
];
const LAST = [
  'Marsh',
  'Vance',
  'Okafor',
  'Lindqvist',
  'Duarte',
  'Moreau',
  'Sato',
  'Novak',
  'Ferreira',
  'Brandt',
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'players.example.org'];
const SUBJECTS = [
  'Cannot join a ranked match',
  'Refund for a double purchase',
  'Controller not detected',
  'Question about the board game',
  'Account locked after update',
  'Crash when opening the roster',
];
const TAGS = ['News', 'Update', 'Development', 'Balance', 'Patch Notes', 'Community', 'Art', 'Combat System'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
/** Spreads `count` rows evenly over the `years` before `end`, oldest first. */
const timeOf = (i: number, count: number, end: number, years = 3) =>
  new Date(end - Math.round(((count - i) / Math.max(count, 1)) * years * 365 * 86_400_000)).toISOString();

const personName = (i: number) => `${pick(FIRST, i * 7)} ${pick(LAST, i * 13)}`;
const email = (prefix: string, i: number, tag: string) => `${prefix}${i}.${tag}@${pick(DOMAINS, i * 3)}`;

export function subscriberRow(
  i: number,
  count: number,
  tag: string,
  end: number,
): Insertable<SubscribersTable> {
  const address = email(`${pick(FIRST, i).toLowerCase()}.fan`, i, tag);
  const name = i % 3 === 0 ? null : personName(i);
  const at = timeOf(i, count, end);
  return {
    email: address,
    email_key: searchKey(address)!,
    name,
    name_key: searchKey(name),
    status: i % 10 === 0 ? 'unsubscribed' : 'active',
    source: i % 5 === 0 ? 'social' : i % 3 === 0 ? 'newsletter' : 'website',
    subscribed_at: at,
    updated_at: at,
  };
}

const MESSAGE_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export function messageRow(
  i: number,
  count: number,
  tag: string,
  end: number,
): Insertable<SupportMessagesTable> {
  const at = timeOf(i, count, end, 2);
  const fields = {
    name: personName(i),
    email: email('player', i, tag),
    subject: pick(SUBJECTS, i),
    message: `Hello, ${pick(SUBJECTS, i).toLowerCase()} since yesterday (ticket ${i}). I tried restarting and reinstalling; it still happens. Thanks for looking into it.`,
  };
  return {
    ...fields,
    search_text: searchText(fields.name, fields.email, fields.subject, fields.message),
    status: pick(MESSAGE_STATUSES, i * 7),
    created_at: at,
    updated_at: at,
  };
}

const FEEDBACK_STATUSES = ['new', 'in-progress', 'resolved', 'closed'] as const;
export function feedbackRow(i: number, count: number, tag: string, end: number): Insertable<FeedbackTable> {
  const at = timeOf(i, count, end, 2);
  const fields = {
    name: personName(i + 5),
    email: email('tester', i, tag),
    subject: `Feedback on ${pick(TAGS, i).toLowerCase()} #${i}`,
  };
  return {
    ...fields,
    description: `The ${pick(TAGS, i).toLowerCase()} changes feel ${i % 2 ? 'great' : 'rough'} in long sessions. Match ${i} showed it best.`,
    search_text: searchText(fields.name, fields.email, fields.subject),
    status: pick(FEEDBACK_STATUSES, i * 3),
    notes: '',
    created_at: at,
    updated_at: at,
  };
}

export function postRow(i: number, count: number, tag: string, end: number): Insertable<DevDiariesTable> {
  const at = timeOf(i, count, end, 5);
  const topic = pick(TAGS, i);
  const paragraph = `Week ${i} in the studio: the ${topic.toLowerCase()} work moved on, the team playtested three builds and wrote down what hurt.`;
  const title = `${topic} notes, entry ${i}`;
  const tags = [topic, pick(TAGS, i + 3)];
  return {
    slug: `scale-${tag}-${i}`,
    title,
    excerpt: paragraph,
    content: `<p>${paragraph}</p>`.repeat(3),
    author: personName(i),
    author_id: null,
    tags: JSON.stringify(tags),
    search_text: searchText(title, personName(i), ...tags),
    featured: i % 50 === 0 ? 1 : 0,
    published: i % 5 === 0 ? 0 : 1,
    date: at,
    views: (i * 7919) % 20_000,
    created_at: at,
    updated_at: at,
  };
}
