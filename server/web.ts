import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { registerFeeds } from './feeds/routes';
import { COMPRESSIBLE, compressBody, negotiateEncoding } from './http/compression';
import { deferHydration } from './http/deferred-hydration';
import { pageWritePolicy } from './forms/public-forms';
import { HttpError } from './core/errors';
import { PAGE_METHODS } from './http/errors';
import { createLoaderCache } from './http/loader-cache';
import { registerMediaFiles } from './http/media-files';
import { keepOutOfCaches } from './http/no-store';
import { type RenderedPage, createPageCache, inlineScriptHashes } from './http/page-cache';
import { publicOrigin } from './http/public-origin';
import { type PageFacts, pageFacts } from './http/route-facts';
import { contentSecurityPolicy, cspNonceOf, withoutDocumentHeaders } from './http/security-headers';
import { unavailablePage } from './http/unavailable-page';
import { RETRY_AFTER_SECONDS, UPLOADS_BUSY } from './http/upload-gate';
import type { ViteDevServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const YEAR = 60 * 60 * 24 * 365;

/**
 * Static files, uploaded media and the React Router handler, in that order. Media answer Range
 * requests (video seeking) and ETags; hashed build assets are cached for a year.
 */
export async function registerWeb(app: FastifyInstance) {
  const dev = app.config.dev;
  const vite = dev ? await startVite(app) : undefined;

  if (!dev) await app.register(buildAssets);
  await app.register(fastifyStatic, {
    root: path.join(root, 'public'),
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    // Media and images change rarely; revalidation with ETag keeps them cheap.
    maxAge: 60 * 60 * 1000,
    index: false,
  });
  await registerMediaFiles(app);

  const loadBuild = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : await productionBuild();
  const handler = createRequestHandler(loadBuild, dev ? 'development' : 'production');
  /** What the route of the page declares (app/route-facts.ts): back office, cacheable. */
  const factsOf = async (request: FastifyRequest) => {
    const { routes } = typeof loadBuild === 'function' ? await loadBuild() : loadBuild;
    return pageFacts(routes, request.url.split('?')[0]!);
  };
  const cachedRead = createLoaderCache(dev ? 0 : app.config.readCacheTtlMs, app.cacheBus);
  // Before the page handler's catch-all: /dev-diary/rss.xml would otherwise read as a post's slug.
  await registerFeeds(app, cachedRead);
  /** The URL's protocol and host as the browser used them (behind a TLS proxy too). */
  const originParts = publicOrigin(app.config.publicUrl);
  const context = (request: FastifyRequest, cspNonce: string | undefined) => ({
    db: app.db,
    cachedRead,
    cspNonce,
    publicUrl: app.config.publicUrl,
    studioTimeZone: app.config.studioTimeZone,
    mailEnabled: app.newsletter.mailEnabled,
    locales: app.config.locales,
    forms: app.forms,
    clientIp: request.ip,
    previewLinks: app.previewLinks,
  });
  const pageCache =
    !dev && app.config.pageCacheEnabled && app.config.readCacheTtlMs > 0
      ? createPageCache({
          ttlMs: app.config.readCacheTtlMs,
          bus: app.cacheBus,
          keyOnHost: !app.config.publicUrl,
        })
      : undefined;

  /** A route whose data could not be read because the database is away: it says so, with 503. */
  const databaseAway = (response: Response) => response.status >= 500 && app.databaseUnavailable();
  async function unavailable(response: Response): Promise<RenderedPage> {
    await response.body?.cancel();
    const { status, headers, body } = unavailablePage;
    return { status, headers: { ...headers }, body: Buffer.from(body) };
  }

  /** A page rendered without a nonce, whole, with a CSP built from its inline scripts' hashes. */
  async function renderForCache(request: FastifyRequest, facts: PageFacts): Promise<RenderedPage> {
    const { protocol, host } = originParts(request);
    const origin = `${protocol}//${host}`;
    const response = await handler(detachedRequest(request, origin), context(request, undefined));
    if (databaseAway(response)) return unavailable(response);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const body = await pageBody(response, facts);
    if (/^text\/html/.test(headers['content-type'] ?? '')) {
      headers['content-security-policy'] = contentSecurityPolicy(
        inlineScriptHashes(body.toString('latin1'), 'latin1'),
      );
    }
    return { status: response.status, headers, body };
  }

  await app.register(async (pages) => {
    // Form posts reach route actions untouched: React Router parses the body itself, so its size
    // is checked here, and a page's form counts as a public write as the API's do, by the policy
    // its form declares (server/forms/).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.addHook('onRequest', refuseLargePageForms);
    pages.addHook('onRequest', async function limitPageForms(request, reply) {
      if (request.method !== 'POST') return;
      try {
        await app.limitPublicWrites.call(this, request, reply);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // A person sent this form from the page: the answer is a page, not the API's JSON.
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .type('text/html; charset=utf-8')
          .send(messagePage('Please wait a moment', error.message));
      }
      // A form with files is read whole into memory: the API's upload gate bounds how many at once.
      if (policyOf(request).uploads && !app.uploadGate.enter(request, reply))
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('connection', 'close')
          .type('text/html; charset=utf-8')
          .send(messagePage('Please wait a moment', UPLOADS_BUSY));
    });
    pages.all('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      // Anything else (TRACE, PUT, OPTIONS…) cannot even become a fetch Request: answer it here.
      if (!PAGE_METHODS.includes(request.method)) {
        return reply.code(405).header('allow', ALLOW).type('text/html; charset=utf-8').send(plainPage(405));
      }
      try {
        const facts = await factsOf(request);
        if (await pageCache?.serve(request, reply, facts.cacheable, () => renderForCache(request, facts)))
          return reply;
        let response = await handler(
          createRequest(request.raw, reply.raw, originParts(request)),
          context(request, cspNonceOf(reply)),
        );
        if (databaseAway(response)) response = toResponse(await unavailable(response));
        reply.code(response.status);
        response.headers.forEach((value, name) => void reply.header(name, value));
        // Staff pages and pages whose address holds a token stay out of every cache.
        if (facts.noStore) keepOutOfCaches(reply);
        // POST reaches React Router for routes with an action; on a route without one it answers
        // 405, and the route itself then allows reading only.
        if (response.status === 405 && !response.headers.has('allow')) reply.header('allow', 'GET, HEAD');
        // Read whole: no page streams late data (docs/decisions/0020-pages-answered-whole.md).
        const body = await pageBody(response, facts);
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        const type = response.headers.get('content-type') ?? '';
        if (!encoding || body.length < 1024 || !COMPRESSIBLE.test(type)) return reply.send(body);
        const compressed = await compressBody(body, encoding);
        return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(compressed);
      } catch (error) {
        // A failure outside React Router's own error boundaries: a plain page, never a hung socket.
        request.log.error({ err: error }, 'page rendering failed');
        return reply
          .code(500)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(plainPage(500));
      }
    });
  });
}

const ALLOW = PAGE_METHODS.join(', ');

const policyOf = (request: FastifyRequest) => pageWritePolicy(request.url.split('?')[0]!);

async function refuseLargePageForms(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST') return;
  // A body sent in chunks gives no length to check before it is read.
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] !== undefined)
    return reply.code(411).type('text/html; charset=utf-8').send(plainPage(411));
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > policyOf(request).pageMaxBytes)
    return reply
      .code(413)
      .header('connection', 'close')
      .type('text/html; charset=utf-8')
      .send(plainPage(413));
}

/**
 * Public pages start their scripts after the first paint; the back office needs them at once.
 * The page is rewritten as latin1, one character per byte: the rewrite only looks for and inserts
 * ASCII, which UTF-8 never uses inside a multi-byte character, so the bytes come back as they
 * were. Decoding as UTF-8 instead would turn a page with a single non-ASCII character (every
 * page's language switcher says "日本語") into a two-byte string, and cost as much as the render.
 */
async function pageBody(response: Response, facts: PageFacts): Promise<Buffer> {
  const body = Buffer.from(await response.arrayBuffer());
  const html = /^text\/html/.test(response.headers.get('content-type') ?? '');
  if (!html || facts.backOffice) return body;
  return Buffer.from(deferHydration(body.toString('latin1')), 'latin1');
}
const PLAIN_PAGES = {
  405: ['Method not allowed', 'Pages answer GET, HEAD and POST only.'],
  411: ['Length required', 'A form sent to a page must say how long it is.'],
  413: ['Form too large', 'This form is larger than a page accepts. Please shorten it and send it again.'],
  500: ['Something went wrong', 'The page could not be shown. Please try again in a moment.'],
} as const;

const toResponse = (page: RenderedPage) =>
  new Response(new Uint8Array(page.body), { status: page.status, headers: page.headers });

/** A page without scripts or styles, for answers the React app never renders. */
function plainPage(status: keyof typeof PLAIN_PAGES) {
  const [title, text] = PLAIN_PAGES[status];
  return messagePage(title, text);
}

function messagePage(title: string, text: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Blood &amp; Mayhem</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the home page</a></p></body></html>`;
}

/** A Request tied to no socket: one visitor leaving does not abort a render others share. */
function detachedRequest(request: FastifyRequest, origin: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return new Request(`${origin}${request.url}`, { headers });
}

/** The build as an object: from a function, React Router rebuilds its route table per request. */
async function productionBuild(): Promise<ServerBuild> {
  const buildPath = path.join(root, 'build/server/index.js');
  return (await import(buildPath)) as ServerBuild;
}

async function startVite(app: FastifyInstance): Promise<ViteDevServer> {
  const [{ default: middie }, { createServer }] = await Promise.all([
    import('@fastify/middie'),
    import('vite'),
  ]);
  await app.register(middie);
  const vite = await createServer({
    // HMR rides on Fastify's own server instead of opening a socket on every interface.
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  return vite;
}

/** The build's hashed files, cached for a year, sent with the headers an asset needs only. */
async function buildAssets(assets: FastifyInstance) {
  assets.addHook('onSend', async (_request, reply, payload) => {
    withoutDocumentHeaders(reply);
    return payload;
  });
  await assets.register(fastifyStatic, {
    root: path.join(root, 'build/client/assets'),
    prefix: '/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: YEAR * 1000,
    // The build writes .br and .gz next to each text asset (vite-plugins/precompress-assets.ts).
    preCompressed: true,
    // One route per build file, found once: the catch-all re-reads the directory per request.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
  });
  // A name the build did not write: the same plain 404 as before, not a rendered page.
  assets.get('/assets/*', (_request, reply) => reply.callNotFound());
}
