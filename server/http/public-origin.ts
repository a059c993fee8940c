import type { FastifyRequest } from 'fastify';

/**
 * The origin a visitor's browser used to reach this page, as React Router must see it: its CSRF
 * check compares a form post's `Origin` with the request's own URL, and behind a TLS proxy the
 * socket only ever says `http://<upstream>`. PUBLIC_URL names it outright (parsed once); without
 * it Fastify's protocol and host believe `X-Forwarded-Proto`/`-Host` only from a sender
 * TRUST_PROXY trusts.
 */
export function publicOrigin(publicUrl: string | undefined) {
  const configured = publicUrl ? new URL(publicUrl) : undefined;
  return (request: FastifyRequest): { protocol: string; host: string } =>
    configured
      ? { protocol: configured.protocol, host: configured.host }
      : { protocol: `${request.protocol}:`, host: request.host };
}
