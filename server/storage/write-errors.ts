import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../core/errors';
import { StorageFullError } from './storage';

export const STORAGE_FULL = 'Storage is full: no more files can be stored right now. Please try again later.';
export const STORAGE_FAILED = 'The file could not be stored right now. Please try again later.';

/** A failed write answers 507, never a bare 500: the caller removed what it wrote, so a retry is safe. */
export function storageWriteError(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof StorageFullError) {
    log.warn({ quotaBytes: error.quotaBytes }, 'write refused: the media quota (MEDIA_QUOTA_MB) is reached');
    return new HttpError(507, STORAGE_FULL);
  }
  const code = (error as { code?: unknown } | null)?.code;
  log.error({ err: error }, 'could not write a file to the media storage');
  return new HttpError(507, code === 'ENOSPC' || code === 'EDQUOT' ? STORAGE_FULL : STORAGE_FAILED);
}
