import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import mime from 'mime-types';
import { type FileStore, assertStorageKey } from './storage';

export interface S3StoreOptions {
  bucket: string;
  /** A folder inside the bucket (`site/`), so one bucket can hold several sites or backups. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/** The content type a browser needs for a key, from the extension the server gave it. */
const contentTypeOf = (key: string) => mime.lookup(key) || 'application/octet-stream';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function s3Client(options: S3StoreOptions): S3Client {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: most S3-compatible stores do not read the newer
    // trailing checksums the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails a request in seconds instead of holding it for minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  };
  if (options.endpoint) config.endpoint = options.endpoint;
  // Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID…, a profile, an IAM role).
  return new S3Client(config);
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2…), so every instance reads what any of them
 * wrote. Objects are written whole (multipart for large ones, aborted on failure) and stay private:
 * public media reaches visitors through the app's /media/ route, feedback attachments through the
 * staff API alone.
 */
export function createS3Storage(options: S3StoreOptions, client = s3Client(options)): FileStore {
  const Bucket = options.bucket;
  const prefix = options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };

  const store: FileStore = {
    async put(key, data) {
      const params = { Bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOf(key) };
      await new Upload({ client, params }).done();
    },
    async read(key, range) {
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range }));
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${head.ContentLength}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    exists: async (key) => (await store.stat(key)) !== null,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined }))
        for (const object of page.Contents ?? [])
          if (object.Key && !object.Key.slice(prefix.length).startsWith('.ready-'))
            yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
    },
    // Served by the app's /media/ route (immutable, so a CDN in front of the site caches it).
    publicUrl: (key) => `/media/${key}`,
    // An object written and removed: wrong credentials, a missing bucket or an unreachable store fail it.
    async check() {
      const probe = `.ready-${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket, Key: prefix + probe, Body: '.' }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + probe }));
    },
  };
  return store;
}
