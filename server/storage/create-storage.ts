import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStore } from './storage';

/** The file store MEDIA_STORAGE names: the local folder, or the S3-compatible bucket. */
export function createFileStore(config: Pick<Config, 'mediaDir' | 'mediaStorage'>): FileStore {
  return config.mediaStorage.kind === 's3'
    ? createS3Storage(config.mediaStorage.s3)
    : createLocalStorage(config.mediaDir);
}
