import type { Subscriber } from '@contracts/subscriber';
import { describe, expect, it } from 'vitest';
import { csvFileName, escapeCsvCell, subscribersToCsv } from './subscriber-csv';

const subscriber = (over: Partial<Subscriber>): Subscriber => ({
  id: 1,
  email: 'ana@example.com',
  name: 'Ana',
  status: 'active',
  source: 'website',
  subscribedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('escapeCsvCell', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2', '@cmd', '\tx', '\rx'])('quotes %j so it stays text', (value) => {
    expect(escapeCsvCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    expect(escapeCsvCell('ana@example.com')).toBe('ana@example.com');
    expect(escapeCsvCell('Ana = queen')).toBe('Ana = queen');
    expect(escapeCsvCell('')).toBe('');
  });
});

describe('subscribersToCsv', () => {
  it('writes the header and one row per subscriber', () => {
    const csv = subscribersToCsv([
      subscriber({}),
      subscriber({ id: 2, email: 'b@example.com', name: null, source: 'social' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Email,Name,Status,Source,Subscribed At',
      'ana@example.com,Ana,active,website,2026-11-23T10:00:00.000Z',
      'b@example.com,,active,social,2026-11-23T10:00:00.000Z',
    ]);
  });

  it('neutralises formulas and still quotes commas', () => {
    const csv = subscribersToCsv([subscriber({ name: '=HYPERLINK("http://evil","x")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });
});

describe('csvFileName', () => {
  it('carries the local date', () => {
    expect(csvFileName(new Date(2026, 10, 23, 12))).toBe('subscribers-2026-11-23.csv');
  });
});
