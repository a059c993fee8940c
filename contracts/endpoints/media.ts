import type { deletedResult } from '../common';
import type { MediaItem, MediaUpdateInput, mediaItemSchema, mediaListQuery } from '../media';
import type { uploadResultSchema } from '../system';
import { endpoint } from './endpoint';

export const mediaEndpoints = {
  list: endpoint<{ response: MediaItem[]; query: typeof mediaListQuery }>()('GET', '/api/media'),
  describe: endpoint<{ body: MediaUpdateInput; response: typeof mediaItemSchema }>()('PUT', '/api/media/:id'),
  remove: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/media/:id'),
  /** Multipart (field `file`): sent by upload-media.ts, which reports progress. */
  upload: endpoint<{ response: typeof uploadResultSchema }>()('POST', '/api/uploads'),
};
