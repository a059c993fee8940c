import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { type ScaleCounts, seedScale } from '../server/db/seed/scale';
import { seedDemoContent } from '../server/db/seed/seed';

/**
 * `npm run seed:scale -- --subscribers 1000000 --messages 50000 --feedback 50000 --posts 5000`:
 * fills DATABASE_URL (SQLite or PostgreSQL) with that many rows for measuring the back office at
 * scale, after the migrations and the demo content. Rows are added to what is there.
 */
const usage =
  'Usage: npm run seed:scale -- [--subscribers N] [--messages N] [--feedback N] [--posts N]\n' +
  'Defaults: 1000000 subscribers, 50000 support messages, 50000 feedback, 5000 posts.';

function count(value: string | undefined, fallback: number, name: string) {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (got ${value})`);
  return n;
}

let counts: ScaleCounts;
try {
  const { values } = parseArgs({
    options: {
      subscribers: { type: 'string' },
      messages: { type: 'string' },
      feedback: { type: 'string' },
      posts: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  counts = {
    subscribers: count(values.subscribers, 1_000_000, 'subscribers'),
    messages: count(values.messages, 50_000, 'messages'),
    feedback: count(values.feedback, 50_000, 'feedback'),
    posts: count(values.posts, 5_000, 'posts'),
  };
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

const config = loadConfig();
const db = openDatabase(config.database);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
try {
  await migrateToLatest(db);
  await seedDemoContent(db);
  console.log(`Filling ${db.kind} with ${JSON.stringify(counts)}`);
  let lastLine = 0;
  await seedScale(db.kysely, counts, ({ table, done, total }) => {
    // One line a second at most, and the last of each table.
    if (done < total && Date.now() - lastLine < 1000) return;
    lastLine = Date.now();
    const percent = Math.round((done / total) * 100);
    console.log(
      `${seconds()} s  ${table}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${percent}%)`,
    );
  });
  console.log(`Done in ${seconds()} s.`);
} finally {
  await db.close();
}
