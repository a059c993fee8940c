import { Readable } from 'node:stream';
import { csvLines } from '../../contracts/csv';
import { SUBSCRIBER_CSV_COLUMNS, type Subscriber } from '../../contracts/subscriber';
import type { SubscribersTable } from '../db/schema';

const row = (s: Subscriber) => [
  s.email,
  s.name ?? '',
  s.status,
  s.source,
  s.subscribedAt,
  s.confirmedAt ?? '',
  s.ipHash ?? '',
  s.suppressedReason ?? '',
  s.suppressedAt ?? '',
];

/**
 * The same cells as `row`, named by their columns, for the export read off the main thread (the
 * export tests compare both engines' files with the list, so the two cannot drift apart).
 */
export const SUBSCRIBER_CSV_SOURCE = [
  'email',
  'name',
  'status',
  'source',
  'subscribed_at',
  'confirmed_at',
  'ip_hash',
  'suppressed_reason',
  'suppressed_at',
] as const satisfies readonly (keyof SubscribersTable)[];

/** CSV lines of each batch of subscribers, read on the main thread (SQLite's export). */
export async function* subscriberCsvLines(batches: AsyncIterable<Subscriber[]>): AsyncGenerator<string> {
  for await (const batch of batches) {
    yield csvLines(batch.map(row));
    // SQLite answers synchronously and a fast client never pushes back: without this pause the
    // whole export would run as one chain of promises and hold up every other request.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The CSV export as a stream: a UTF-8 byte-order mark (so Excel reads the names right), the header,
 * then the lines. Readable.from pulls the next chunk only when the reply has taken the last one,
 * so a slow download holds at most a few batches in memory.
 */
export function subscriberCsvStream(lines: AsyncIterable<string | Buffer>): Readable {
  async function* chunks() {
    yield Buffer.from(`\ufeff${csvLines([[...SUBSCRIBER_CSV_COLUMNS]])}`);
    for await (const chunk of lines) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** subscribers-2026-11-23.csv (the server's UTC date). */
export const exportFileName = (now = new Date()) => `subscribers-${now.toISOString().slice(0, 10)}.csv`;
