import { createHmac, timingSafeEqual } from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the editor's preview links (server/app.ts). */
    previewLinks: PreviewLinks;
  }
}

/**
 * Signed links to a post as the public page will show it, for drafts and scheduled posts
 * (docs/decisions/0030-post-preview-links.md). The token names the post and when it stops working,
 * signed with SECRET, so nothing is stored and a colleague needs no account. Changing SECRET ends
 * every link.
 */
export type PreviewLinks = ReturnType<typeof previewLinks>;

const TOKEN = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function previewLinks(secret: string, lifetimeMs: number) {
  const signature = (postId: number, expires: number) =>
    createHmac('sha256', secret).update(`preview\n${postId}\n${expires}`).digest('base64url');

  return {
    /** A token for the post, valid for the configured lifetime from `now`. */
    sign(postId: number, now = Date.now()) {
      const expires = Math.floor((now + lifetimeMs) / 1000);
      return {
        token: `${postId}.${expires}.${signature(postId, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    /** The post id a token names, or undefined when it is malformed, forged or expired. */
    verify(token: string, now = Date.now()): number | undefined {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const [, id, expiresText, given] = match;
      const postId = Number(id);
      const expires = Number(expiresText);
      const expected = Buffer.from(signature(postId, expires));
      if (!timingSafeEqual(expected, Buffer.from(given!))) return undefined;
      return expires * 1000 > now ? postId : undefined;
    },
  };
}
