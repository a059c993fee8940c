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

/** The pages among READS: the ones the page cache answers, read again under /fr and /ja. */
const PAGES = READS.filter((path) => !path.startsWith('/api/'));

/**
 * The same visitors reading the site in three locales: every page of READS in English, French and
 * Japanese, every API list with each `?locale=`. Three times the cache entries for the same mix.
 */
export const READS_IN_THREE_LOCALES = READS.flatMap((path) =>
  PAGES.includes(path)
    ? [path, `/fr${path === '/' ? '' : path}`, `/ja${path === '/' ? '' : path}`]
    : [path, `${path}?locale=fr`, `${path}?locale=ja`],
);

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
  /** The reads of a round, READS unless given; each four come with one write, as 80 % / 20 %. */
  reads?: readonly string[];
}): Promise<MixedResult> {
  const run = `${Date.now().toString(36)}`;
  let sequence = 0;
  let acknowledged = 0;
  const countWrite = (status: number) => {
    if (status >= 200 && status < 300) acknowledged += 1;
  };
  const json = { 'content-type': 'application/json', 'accept-encoding': 'br' };
  const reads = (options.reads ?? READS).map((path) => ({
    method: 'GET' as const,
    path,
    headers: { 'accept-encoding': 'br' },
  }));
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
  // Four reads, then a write (a sign-up and a support message in turn): 80 % reads, 20 % writes.
  // Each entry its own object: autocannon keeps per-entry state, so a write listed twice must be two.
  const requests = reads.flatMap((read, i) =>
    i % 4 === 3 ? [read, { ...writes[((i + 1) / 4 - 1) % 2]! }] : [read],
  );

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
