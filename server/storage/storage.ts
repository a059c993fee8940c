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

/** Where uploaded files live; an S3-compatible driver could implement it for several instances. */
export interface MediaStorage {
  /** Stores the whole file or nothing: a failed write leaves no partial file behind. */
  put(key: string, data: Buffer, options?: PutOptions): Promise<void>;
  read(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The public URL of a key, for files meant to be public (uploads, not feedback attachments). */
  publicUrl(key: string): string;
  /** Bytes the stored files take: measured once at start, then kept current by put and remove. */
  usedBytes(): Promise<number>;
  /** Resolves when a file could be stored now; the readiness probe's question (GET /api/ready). */
  check(): Promise<void>;
}
