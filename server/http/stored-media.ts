import mime from 'mime-types';
import rangeParser from 'range-parser';
import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';
import { type StoredFile, assertStorageKey } from '../storage/storage';
import { BUILT_IN_CACHE_CONTROL, BUILT_IN_KEY_PREFIX } from '../images/built-in-variants';
import { matchesIfNoneMatch } from './etag';
import { HttpError } from '../core/errors';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Uploads are public; feedback attachments, anything else and keys no upload could have are not. */
const isPublicKey = (key: string) => {
  try {
    assertStorageKey(key);
  } catch {
    return false;
  }
  return key.startsWith('uploads/') || key.startsWith(BUILT_IN_KEY_PREFIX);
};

/** The bucket unreachable: a 503 to retry, as for the database, rather than a bare 500. */
async function fromStore<T>(
  read: () => Promise<T>,
  log: { warn: (o: object, m: string) => void },
): Promise<T> {
  try {
    return await read();
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'media storage unavailable');
    throw new HttpError(503, 'Media is temporarily unavailable. Please try again in a few seconds.', {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  }
}

/**
 * /media/ read from the storage driver (the bucket with MEDIA_STORAGE=s3), answered as the local
 * folder's static files are: immutable, with an ETag, and one byte range for video seeking.
 */
export function registerStoredMedia(app: FastifyInstance) {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    async handler(request, reply) {
      const key = request.params['*'];
      const file: StoredFile | null = isPublicKey(key)
        ? await fromStore(() => app.storage.stat(key), request.log)
        : null;
      if (!file) return reply.callNotFound();
      reply
        .header(
          'cache-control',
          key.startsWith(BUILT_IN_KEY_PREFIX)
            ? BUILT_IN_CACHE_CONTROL
            : `public, max-age=${YEAR_SECONDS}, immutable`,
        )
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString())
        .header('accept-ranges', 'bytes')
        .type(mime.lookup(key) || 'application/octet-stream');
      if (matchesIfNoneMatch(request.headers['if-none-match'], file.etag)) return reply.code(304).send();

      const ranges = request.headers.range ? rangeParser(file.size, request.headers.range) : undefined;
      if (ranges === -1) return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      // A malformed header, or several ranges, is answered with the whole file (RFC 9110 §14.2).
      const range =
        Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;
      const length = range ? range.end - range.start + 1 : file.size;
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      reply.header('content-length', length);
      if (request.method === 'HEAD') return reply.send();
      const body = await fromStore(() => app.storage.read(key, range ?? undefined), request.log);
      return body ? reply.send(body) : reply.callNotFound();
    },
  });
}
