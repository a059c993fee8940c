import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

type WithNonce = ServerResponse & { cspNonce?: string };

/** The per-request nonce that lets React Router's inline scripts run under the CSP. */
export const cspNonceOf = (reply: FastifyReply) => (reply.raw as WithNonce).cspNonce;

/**
 * CSP, nosniff, frame-ancestors and referrer policy on every response. Only scripts carry a
 * nonce: inline style attributes (and the toast library's style tag) stay allowed, since a nonce
 * in style-src would make browsers ignore 'unsafe-inline'. In dev, Vite injects its own inline
 * client, so the CSP is left off there.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const dev = app.config.dev;
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce).cspNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy: dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as WithNonce).cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'", 'mailto:'],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
