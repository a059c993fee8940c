import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { cspNonceOf } from './http/security-headers';
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

  if (!dev) {
    await app.register(fastifyStatic, {
      root: path.join(root, 'build/client/assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: YEAR * 1000,
    });
  }
  await app.register(fastifyStatic, {
    root: path.join(root, 'public'),
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    // Media and images change rarely; revalidation with ETag keeps them cheap.
    maxAge: 60 * 60 * 1000,
    index: false,
  });
  fs.mkdirSync(app.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(app.config.mediaDir),
    prefix: '/media/',
    decorateReply: false,
    maxAge: YEAR * 1000,
    immutable: true,
    index: false,
    // Feedback attachments are private: only the staff download route serves them.
    allowedPath: (pathName) => !pathName.startsWith('/feedback/') && !pathName.includes('..'),
  });

  const loadBuild = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : await productionBuild();
  const handler = createRequestHandler(loadBuild, dev ? 'development' : 'production');

  await app.register(async (pages) => {
    // Form posts reach route actions untouched: React Router parses the body itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // Headers set by earlier hooks (security headers) go out with the page.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | string[] | number);
      }
      const webRequest = createRequest(request.raw, reply.raw);
      const response = await handler(webRequest, {
        db: app.db,
        cspNonce: cspNonceOf(reply),
        publicUrl: app.config.publicUrl,
      });
      await sendResponse(reply.raw, response);
    });
  });
}

async function productionBuild() {
  const buildPath = path.join(root, 'build/server/index.js');
  const build = (await import(buildPath)) as ServerBuild;
  return () => build;
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
