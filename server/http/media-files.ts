import path from 'node:path';
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { originalOfVariant } from '../../contracts/image-variants';
import { BUILT_IN_CACHE_CONTROL, BUILT_IN_KEY_PREFIX } from '../images/built-in-variants';
import { registerStoredMedia } from './stored-media';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Uploaded media under /media/: immutable (every upload has a new name), with Range requests for
 * video seeking. A responsive variant not written yet (the pipeline runs after the upload, or it
 * failed) is answered by a redirect to its original, never cached, so the page shows the image
 * now and the variant once it exists. Feedback attachments are private and never served here.
 * Files come from the local folder, or from the bucket through the app (stored-media.ts).
 */
export async function registerMediaFiles(app: FastifyInstance) {
  await app.register(async (media) => {
    media.addHook('onRequest', async (request, reply) => {
      // Variant names are plain ASCII (uuid, sizes, colour): matched as sent, nothing to decode.
      const path = request.url.split('?')[0]!;
      // Built-in art's variants are made when first asked for (docs/decisions/0052).
      const standIn = await app.builtInVariants.standIn(path);
      if (standIn) return reply.header('cache-control', 'no-store').redirect(standIn, 307);
      const original = originalOfVariant(path);
      if (!original || (await app.storage.exists(path.slice('/media/'.length)))) return;
      return reply.header('cache-control', 'no-store').redirect(original, 307);
    });
    if (app.config.mediaStorage.kind === 's3') return registerStoredMedia(media);
    // The local folder: @fastify/static sends files straight from disk.
    const mediaDir = path.resolve(app.config.mediaDir);
    fs.mkdirSync(mediaDir, { recursive: true });
    const builtInDir = path.join(mediaDir, BUILT_IN_KEY_PREFIX);
    await media.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: YEAR_MS,
      immutable: true,
      setHeaders: (reply, file) => {
        if (file.startsWith(builtInDir)) reply.header('cache-control', BUILT_IN_CACHE_CONTROL);
      },
      index: false,
      allowedPath: (pathName) => !pathName.startsWith('/feedback/') && !pathName.includes('..'),
    });
  });
}
