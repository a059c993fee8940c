import type { FastifyRequest } from 'fastify';

export const RP_NAME = 'Blood & Mayhem';

/**
 * Who the browser must think it is talking to: PUBLIC_URL when set (always in production, so a Host
 * header cannot choose), else the address the request came to. The RP ID is the bare host name:
 * passkeys made here work on this host only (docs/decisions/0037-passkeys.md).
 */
export function relyingParty(request: FastifyRequest) {
  const url = new URL(request.server.config.publicUrl ?? `${request.protocol}://${request.host}`);
  return { rpName: RP_NAME, rpID: url.hostname, origin: url.origin };
}

/** The challenge a browser's answer signed, read from its client data to find the stored one. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data: unknown = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    );
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200
      ? challenge
      : null;
  } catch {
    return null;
  }
}

/** The user handle a passkey stores: the account id, which names no one. */
export const userHandle = (userId: number) => new TextEncoder().encode(`user:${userId}`);

export const parseTransports = (json: string): string[] => {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};
