import type { ApiEnvelope } from '@contracts/common';
import { endpointUrl } from '@contracts/endpoints/endpoint';
import { mediaEndpoints } from '@contracts/endpoints/media';
import type { UploadResult } from '@contracts/system';
import { NETWORK_ERROR } from '~/lib/api-client';
import { readSessionToken } from '~/lib/session-token';

/**
 * POST /api/uploads (multipart field `file`) with the staff token. XMLHttpRequest rather than
 * fetch because only it reports upload progress, which a 50MB video needs.
 */
export function uploadMedia(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(mediaEndpoints.upload.method, endpointUrl(mediaEndpoints.upload));
    xhr.setRequestHeader('accept', 'application/json');
    const token = readSessionToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: ApiEnvelope<UploadResult> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as ApiEnvelope<UploadResult>;
      } catch {
        // Not JSON: a proxy page; reported below with the status.
      }
      if (body?.success) resolve(body.data);
      else reject(new Error(body?.error || `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
