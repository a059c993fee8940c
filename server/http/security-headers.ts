import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A fresh nonce for a page rendered for one request, and the policy that allows it on this
 * reply. Made on demand: API answers and files need no nonce, and random bytes plus a policy
 * rebuilt per response were a fifth of the cost of a cached API read. Undefined in dev (no CSP).
 */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  if (reply.server.config.dev) return undefined;
  const nonce = randomBytes(16).toString('base64');
  reply.header('content-security-policy', contentSecurityPolicy([`'nonce-${nonce}'`]));
  return nonce;
}

const directives = (scriptSrc: string[]): Record<string, string[]> => ({
  defaultSrc: ["'self'"],
  scriptSrc,
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", 'mailto:'],
  frameAncestors: ["'none'"],
  scriptSrcAttr: ["'none'"],
});

/**
 * The site's policy, with 'self' plus the given script sources: a nonce for a page rendered for
 * one request, the sha256 hashes of a cached page's inline scripts, or none for everything else.
 */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return Object.entries(directives(["'self'", ...scriptSources]))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
}

/**
 * CSP, nosniff, frame-ancestors and referrer policy on every response. Only pages' scripts carry a
 * nonce: inline style attributes (and the toast library's style tag) stay allowed, since a nonce
 * in style-src would make browsers ignore 'unsafe-inline'. Cached pages replace the nonce with
 * the hashes of their inline scripts (server/http/page-cache.ts). In dev, Vite injects its own
 * inline client, so the CSP is left off there.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const dev = app.config.dev;
  if (!dev) {
    // Without a nonce or hash, no inline script runs: the right policy for everything but pages.
    const policy = contentSecurityPolicy([]);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', policy);
    });
  }
  await app.register(helmet, {
    // Written above, once, instead of helmet rebuilding it for every response.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
