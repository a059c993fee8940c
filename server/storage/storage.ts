import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The local driver writes under MEDIA_DIR and the web layer serves it
 * at /media; an S3-compatible driver can implement the same four calls for a multi-instance setup.
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** The public URL of a key, for files meant to be public (uploads, not feedback attachments). */
  publicUrl(key: string): string;
}
