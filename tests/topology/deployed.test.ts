import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../server/mail/tokens';
import { type Outcome, VISITOR_READS, percentile, request, runLoops } from '../support/traffic';
import { type Topology, TOPOLOGY_SECRET, startTopology } from './support/topology';

/**
 * The deployed topology (the shipped nginx terminating TLS in front of two instances on PostgreSQL,
 * Redis and a bucket): the newsletter's mail-link forms posted through it as a browser posts them,
 * and a rolling restart of both instances under 200 connections through it.
 */
let topology: Topology;
let agent: https.Agent;
beforeAll(async () => {
  topology = await startTopology();
  agent = new https.Agent({ keepAlive: true, maxSockets: 200, ca: topology.ca });
});
afterAll(async () => {
  agent?.destroy();
  await topology?.close();
});

/** A form posted by a browser without scripts: urlencoded, with the page's origin. */
const postForm = (path: string, fields: Record<string, string>, origin = topology.url) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = new URLSearchParams(fields).toString();
    const req = https.request(`${topology.url}${path}`, {
      method: 'POST',
      agent,
      headers: {
        origin,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

async function subscriberRow(email: string) {
  const db = topology.database.open();
  try {
    return await db.kysely
      .selectFrom('subscribers')
      .select(['id', 'email_key', 'token_version', 'status'])
      .where('email_key', '=', email)
      .executeTakeFirstOrThrow();
  } finally {
    await db.close();
  }
}

async function setStatus(email: string, status: 'active' | 'pending' | 'unsubscribed') {
  const db = topology.database.open();
  try {
    await db.kysely.updateTable('subscribers').set({ status }).where('email_key', '=', email).execute();
  } finally {
    await db.close();
  }
}

describe('the newsletter mail links through the TLS proxy', () => {
  const linkFor = async (purpose: 'confirm' | 'unsubscribe', email: string) => {
    const row = await subscriberRow(email);
    return signToken(TOPOLOGY_SECRET, purpose, {
      id: Number(row.id),
      emailKey: row.email_key,
      tokenVersion: Number(row.token_version),
    });
  };

  it('Confirm and Unsubscribe, posted from https://<public host>, change the subscription', async () => {
    const email = 'topology-links@example.com';
    expect((await postForm('/newsletter', { email })).status).toBe(200);
    await setStatus(email, 'pending');

    const confirmed = await postForm('/newsletter/confirm', { token: await linkFor('confirm', email) });
    expect(confirmed.status).toBe(200);
    expect((await subscriberRow(email)).status).toBe('active');

    const left = await postForm('/newsletter/unsubscribe', { token: await linkFor('unsubscribe', email) });
    expect(left.status).toBe(200);
    expect((await subscriberRow(email)).status).toBe('unsubscribed');
  });

  it('still refuses a form posted from another origin (the CSRF check stays on)', async () => {
    const email = 'topology-forged@example.com';
    const forged = await postForm('/newsletter', { email }, 'https://elsewhere.example');
    expect(forged.status).toBe(400);
    const db = topology.database.open();
    try {
      const rows = await db.kysely
        .selectFrom('subscribers')
        .select('id')
        .where('email_key', '=', email)
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('a rolling restart through the shipped nginx', () => {
  const CONNECTIONS = 200;

  it(`replaces both instances under ${CONNECTIONS} connections: no request fails, no acknowledged sign-up is lost`, async () => {
    const failures: Outcome[] = [];
    const acknowledged: string[] = [];
    const times: number[] = [];
    let restarting = true;
    const traffic = runLoops(
      CONNECTIONS,
      async (worker, i) => {
        const write = i % 5 === 0;
        const email = `rolling-${worker}-${i}@topology.example`;
        const outcome = write
          ? await request(agent, topology.url, 'POST', '/api/subscribers', { email }, { timeoutMs: 30_000 })
          : await request(
              agent,
              topology.url,
              'GET',
              VISITOR_READS[(worker + i) % VISITOR_READS.length]!,
              undefined,
              {
                timeoutMs: 30_000,
              },
            );
        times.push(outcome.ms);
        if (outcome.status < 200 || outcome.status >= 300)
          failures.push({ ...outcome, body: outcome.body.slice(0, 200) });
        else if (write) acknowledged.push(email);
      },
      () => !restarting,
    );

    // Load first, then each instance in turn, as an operator's rolling restart does: the next
    // only once nginx has had the replacement back long enough to count it live again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const events: string[] = [];
    for (const index of [0, 1]) {
      events.push(`${Date.now()} SIGTERM instance ${index + 1}`);
      const { exitCode, exitedAt } = await topology.restart(index);
      events.push(`${exitedAt} instance ${index + 1} exited`, `${Date.now()} instance ${index + 1} replaced`);
      expect(exitCode, `instance ${index + 1} exit`).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
    }
    restarting = false;
    await traffic;

    console.log(
      `rolling restart: ${times.length} requests, ${acknowledged.length} sign-ups, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
    );
    if (failures.length > 0) console.log(events.join('\n'), '\n', topology.proxyErrors().slice(-5_000));
    expect(failures).toEqual([]);
    expect(times.length).toBeGreaterThan(CONNECTIONS * 5);
    const db = topology.database.open();
    try {
      const stored = await db.kysely
        .selectFrom('subscribers')
        .select('email_key')
        .where('email_key', 'like', 'rolling-%@topology.example')
        .execute();
      const storedEmails = new Set(stored.map((row) => row.email_key));
      expect(acknowledged.filter((email) => !storedEmails.has(email))).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
