import type Autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { autocannon } from './autocannon';
import { type LoadResult, summary } from './load';

export const READS = [
  '/',
  '/fighters',
  '/fighter/3',
  '/about',
  '/api/fighters',
  '/api/faqs',
  '/help',
  '/api/game-modes',
];

export interface MixedResult extends LoadResult {
  acknowledged: number;
  stored: number;
}

/**
 * The visitors' mix on 200 connections: 80 % reads of pages and API lists (as browsers ask, with
 * brotli), 20 % public writes (newsletter sign-ups with unique emails, support messages). Every
 * 2xx answer to a write is counted, then the rows are counted in the database: an acknowledged
 * write that is not stored is a lost write.
 */
export async function mixedLoad(options: {
  url: string;
  databaseFile: string;
  connections: number;
  seconds: number;
}): Promise<MixedResult> {
  const run = `${Date.now().toString(36)}`;
  let sequence = 0;
  let acknowledged = 0;
  const countWrite = (status: number) => {
    if (status >= 200 && status < 300) acknowledged += 1;
  };
  const json = { 'content-type': 'application/json', 'accept-encoding': 'br' };
  const reads = READS.map((path) => ({ method: 'GET' as const, path, headers: { 'accept-encoding': 'br' } }));
  const writes = [
    {
      method: 'POST' as const,
      path: '/api/subscribers',
      headers: json,
      setupRequest: (request: Autocannon.Request) => ({
        ...request,
        body: JSON.stringify({ email: `bench-${run}-${sequence++}@example.com` }),
      }),
      onResponse: countWrite,
    },
    {
      method: 'POST' as const,
      path: '/api/support-messages',
      headers: json,
      body: JSON.stringify({
        name: 'Bench Visitor',
        email: 'bench@example.com',
        subject: `Bench ${run}`,
        message: 'A question asked under load.',
      }),
      onResponse: countWrite,
    },
  ];
  // 8 reads and 2 writes per round, interleaved.
  const requests = [...reads.slice(0, 4), writes[0]!, ...reads.slice(4), writes[1]!];

  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests,
  });

  const db = new Database(options.databaseFile, { readonly: true });
  try {
    const count = (sql: string, value: string) => (db.prepare(sql).get(value) as { n: number }).n;
    const stored =
      count('select count(*) as n from subscribers where email like ?', `bench-${run}-%`) +
      count('select count(*) as n from support_messages where subject = ?', `Bench ${run}`);
    return { ...summary(result), acknowledged, stored };
  } finally {
    db.close();
  }
}
