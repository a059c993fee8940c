import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * CSP, nosniff, frame-ancestors and referrer policy on every response. Pages get a per-request
 * script nonce (reply.cspNonce) that the SSR handler passes to React Router's inline scripts.
 * In dev, Vite injects its own inline client, so the CSP is left off there.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const dev = app.config.dev;
  await app.register(helmet, {
    enableCSPNonces: !dev,
    contentSecurityPolicy: dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
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
    // Media is fetched cross-origin by link-preview bots and mail clients; allow reading it.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
