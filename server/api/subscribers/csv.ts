import { Readable } from 'node:stream';
import { csvLines } from '../../../contracts/csv';
import { SUBSCRIBER_CSV_COLUMNS, type Subscriber } from '../../../contracts/subscriber';

const row = (s: Subscriber) => [
  s.email,
  s.name ?? '',
  s.status,
  s.source,
  s.subscribedAt,
  s.confirmedAt ?? '',
  s.ipHash ?? '',
];

/**
 * The CSV export as a stream: a UTF-8 byte-order mark (so Excel reads the names right), the header,
 * then one chunk per batch. Readable.from pulls the next batch only when the reply has taken the
 * last one, so a slow download holds at most a few batches in memory, and each batch lets other
 * requests run before the next is read.
 */
export function subscriberCsvStream(batches: AsyncIterable<Subscriber[]>): Readable {
  async function* chunks() {
    yield `\ufeff${csvLines([[...SUBSCRIBER_CSV_COLUMNS]])}`;
    for await (const batch of batches) {
      yield csvLines(batch.map(row));
      // SQLite answers synchronously and a fast client never pushes back: without this pause the
      // whole export would run as one chain of promises and hold up every other request.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** subscribers-2026-11-23.csv (the server's UTC date). */
export const exportFileName = (now = new Date()) => `subscribers-${now.toISOString().slice(0, 10)}.csv`;
