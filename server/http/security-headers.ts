import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A nonce and its policy for a page rendered for one request, made on demand: per response they
 * cost a fifth of a cached API read. Undefined in dev (no CSP).
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

/** The policy with 'self' plus a nonce, a cached page's script hashes, or nothing. */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return Object.entries(directives(["'self'", ...scriptSources]))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join(';');
}

/**
 * Headers that govern a document (framing, its policy, its opener, its referrer) and mean nothing
 * on a hashed script, stylesheet or font: over HTTP/1.1 they cost ~640 bytes on each of a page's
 * forty-odd assets (docs/decisions/0028-asset-headers.md). nosniff, CORP and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Removes the document-only headers from a reply (helmet writes them on the raw response). */
export function withoutDocumentHeaders(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

const servesHttps = (publicUrl: string | undefined) =>
  publicUrl !== undefined && new URL(publicUrl).protocol === 'https:';

/**
 * No nonce in style-src: browsers would then ignore 'unsafe-inline', which inline styles need
 * (docs/decisions/0010-page-cache.md). No CSP in dev, where Vite injects an inline client.
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
    // Only a site whose public address is https may tell browsers never to use http again; on a
    // plain-http install (development, a LAN) the header would be meaningless or harmful.
    strictTransportSecurity: servesHttps(app.config.publicUrl)
      ? { maxAge: 60 * 60 * 24 * 365, includeSubDomains: false }
      : false,
  });
}
