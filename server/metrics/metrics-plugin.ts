import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (prom-client); null when neither METRICS_TOKEN nor METRICS_PORT is set. */
    metrics: Metrics | null;
  }
}

export interface Metrics {
  registry: Registry;
  /** A mail handed to the SMTP server, or given up on. */
  mailSent: Counter<'result'>;
  /** The address of the loopback listener (METRICS_PORT), once listening. */
  address(): AddressInfo | undefined;
}

/** Seconds: a cached page is answered in well under a millisecond, an uncached one in tens. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The token of an `Authorization: Bearer <token>` header, the scheme matched case-insensitively
 * (RFC 7235); any other form, the bare token included, gives none.
 */
const bearerToken = (header: string | undefined) => /^Bearer +(.+)$/i.exec(header ?? '')?.[1] ?? '';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics (README, "Operations"; docs/decisions/0033-prometheus-metrics.md): requests by route pattern and status, the page
 * cache, the database pool, the mail outbox, upload bytes, and Node's own (event-loop delay, GC,
 * memory). Served as `GET /metrics` with `Authorization: Bearer METRICS_TOKEN`, or on a separate
 * loopback port (METRICS_PORT) with no token; neither by default, so nothing is public.
 */
export function registerMetrics(app: FastifyInstance, db: Db) {
  const { token, port } = app.config.metrics;
  // Off, nothing is counted: no hook on the request path, no event-loop or GC observers.
  if (!token && port === undefined) return void app.decorate('metrics', null);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` rejects; the per-type
  // nodejs_active_handles, _requests and _resources say the same.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);

  const labels = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer',
    labelNames: labels,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames: labels,
    registers: [registry],
    // Read from the histogram's own count at each scrape: an answer costs one update, not two.
    async collect() {
      const { values } = await duration.get();
      this.reset();
      for (const { metricName, labels, value } of values)
        if (metricName === 'http_request_duration_seconds_count') this.inc(labels, value);
    },
  });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Public pages answered through the page cache, by result (HIT, STALE, MISS)',
    labelNames: ['result'],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of multipart bodies received (uploads and feedback attachments), by route',
    labelNames: ['route'],
    registers: [registry],
  });
  const mailSent = new Counter({
    name: 'mail_sends_total',
    help: 'Mails handed to the SMTP server (sent) or given up on (failed) by this instance',
    labelNames: ['result'],
    registers: [registry],
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this instance, by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'db_query_errors',
    help: 'Queries that failed since the start (a counter kept by the database layer)',
    registers: [registry],
    collect() {
      this.set(db.queryErrors());
    },
  });
  const outboxAge = new Gauge({
    name: 'mail_outbox_oldest_queued_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none waits)',
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_queued',
    help: 'Mails waiting in the outbox, every instance included',
    registers: [registry],
    async collect() {
      // Read through the status index: the outbox keeps every mail ever sent.
      const { rows } = await sql<{ queued: number | string; oldest: string | null }>`
        SELECT count(*) AS queued, min(created_at) AS oldest FROM mail_outbox WHERE status = 'queued'`.execute(
        app.db,
      );
      const row = rows[0];
      this.set(Number(row?.queued ?? 0));
      outboxAge.set(row?.oldest ? Math.max(0, (Date.now() - Date.parse(row.oldest)) / 1000) : 0);
    },
  });

  // Synchronous, and each label set's child looked up once: this runs after every answer.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels({ method: request.method, route, status_code: String(reply.statusCode) });
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-page-cache');
    if (typeof cached === 'string') pageCache.inc({ result: cached });
    if (request.headers['content-type']?.startsWith('multipart/')) {
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length)) uploadBytes.inc({ route }, length);
    }
    done();
  });

  let listener: http.Server | undefined;
  const metrics: Metrics = {
    registry,
    mailSent,
    address: () => listener?.address() as AddressInfo | undefined,
  };
  app.decorate('metrics', metrics);

  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!sameSecret(bearerToken(request.headers.authorization), token))
        return reply.code(401).header('www-authenticate', 'Bearer').send('Unauthorized\n');
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  }
  if (port !== undefined) {
    // Loopback only, outside the app's hooks: a scraper on the host, never the public.
    listener = http.createServer((request, response) => {
      if (request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    app.addHook(
      'onReady',
      () => new Promise<void>((resolve) => listener!.listen(port, '127.0.0.1', resolve)),
    );
    app.addHook('onClose', () => new Promise<void>((resolve) => listener!.close(() => resolve())));
  }
}
