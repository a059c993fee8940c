import type { Readable } from 'node:stream';

export interface PutOptions {
  /** Refuse the write (StorageFullError) if the stored files would then take more than this. */
  quotaBytes?: number;
}

/** A write refused because it would take the storage past its quota; nothing was written. */
export class StorageFullError extends Error {
  constructor(readonly quotaBytes: number) {
    super(`Storage quota of ${quotaBytes} bytes reached`);
  }
}

/** What a stored file is, without its bytes. */
export interface StoredFile {
  size: number;
  /** Changes whenever the bytes do: answers If-None-Match. */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: a local folder (local-storage.ts) or an S3-compatible bucket
 * (s3-storage.ts), chosen by MEDIA_STORAGE. Keys are the server's own (`uploads/…`, `feedback/…`).
 */
export interface MediaStorage {
  /** Stores the whole file or nothing: a failed write leaves no partial file behind. */
  put(key: string, data: Buffer, options?: PutOptions): Promise<void>;
  /** The file's bytes, or only `range` of them; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every stored file with its size, in no set order; the backup's and the migration's walk. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** The public URL of a key, for files meant to be public (uploads, not feedback attachments). */
  publicUrl(key: string): string;
  /** Bytes the stored files take (the media quota's measure). */
  usedBytes(): Promise<number>;
  /** Resolves when a file could be stored now; the readiness probe's question (GET /api/ready). */
  check(): Promise<void>;
}

/** A storage driver: the files alone. Quota and usage are kept in the database (media-tally.ts). */
export type FileStore = Omit<MediaStorage, 'usedBytes'> & {
  put(key: string, data: Buffer): Promise<void>;
};

/** Server-made keys only: relative, no `..` segment, no backslash or control character. */
export function assertStorageKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').includes('..') || /[\\\u0000-\u001f]/.test(key))
    throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}
