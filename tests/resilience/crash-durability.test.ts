import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestDatabase, engines, freshDatabase } from '../support/databases';
import { type ServerProcess, startServer, tempDir } from '../support/server-process';
import { prng, request, runLoops } from '../support/traffic';

/**
 * `kill -9` in the middle of a stream of writes: whatever the server acknowledged (a 2xx answer)
 * must be in the database after a restart. Newsletter sign-ups and support messages, several
 * writers at once, killed at a random moment (seeded, so a failure can be replayed).
 */
const KILLS = 5;
const WRITERS = 8;
const SEED = Number(process.env.RESILIENCE_SEED ?? 20261123);

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(engines)('crash durability on %s', (kind) => {
  it(`keeps every acknowledged write through ${KILLS} kill -9`, async () => {
    const database: TestDatabase = await freshDatabase(kind);
    cleanups.push(() => database.drop());
    const mediaDir = tempDir('bm-res-media-');
    const random = prng(SEED);
    const acknowledged = { emails: new Set<string>(), subjects: new Set<string>() };
    let attempted = 0;

    for (let round = 0; round < KILLS; round++) {
      const server: ServerProcess = await startServer({ DATABASE_URL: database.url, MEDIA_DIR: mediaDir });
      const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
      let killed = false;
      const writes = runLoops(
        WRITERS,
        async (writer, i) => {
          const tag = `r${round}w${writer}n${i}`;
          attempted++;
          if (i % 2 === 0) {
            const email = `crash-${tag}@test.example`;
            const answer = await request(agent, server.baseUrl, 'POST', '/api/subscribers', { email });
            if (answer.status >= 200 && answer.status < 300) acknowledged.emails.add(email);
          } else {
            const subject = `Crash ${tag}`;
            const answer = await request(agent, server.baseUrl, 'POST', '/api/support-messages', {
              name: 'Crash Test',
              email: 'crash@test.example',
              subject,
              message: 'Written just before the power went out.',
            });
            if (answer.status >= 200 && answer.status < 300) acknowledged.subjects.add(subject);
          }
        },
        () => killed,
      );
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.floor(random() * 900)));
      server.child.kill('SIGKILL');
      await server.exited;
      killed = true;
      await writes;
      agent.destroy();
    }

    const db = database.open();
    try {
      const emails = new Set(
        (await db.kysely.selectFrom('subscribers').select('email').execute()).map((r) => r.email),
      );
      const subjects = new Set(
        (await db.kysely.selectFrom('support_messages').select('subject').execute()).map((r) => r.subject),
      );
      const lostEmails = [...acknowledged.emails].filter((e) => !emails.has(e));
      const lostSubjects = [...acknowledged.subjects].filter((s) => !subjects.has(s));
      console.log(
        `${kind}: ${KILLS} kills, ${attempted} writes sent, ${acknowledged.emails.size + acknowledged.subjects.size} acknowledged, ${lostEmails.length + lostSubjects.length} lost`,
      );
      expect(acknowledged.emails.size).toBeGreaterThan(KILLS * 5);
      expect(acknowledged.subjects.size).toBeGreaterThan(KILLS * 5);
      expect(lostEmails).toEqual([]);
      expect(lostSubjects).toEqual([]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
