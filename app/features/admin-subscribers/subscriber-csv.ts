import { format } from 'date-fns';
import { endpointUrl } from '@contracts/endpoints/endpoint';
import { subscriberEndpoints } from '@contracts/endpoints/subscribers';
import { readSessionToken } from '~/lib/session-token';

/** subscribers-2026-11-23.csv, with the staff member's local date. */
export function csvFileName(now = new Date()) {
  return `subscribers-${format(now, 'yyyy-MM-dd')}.csv`;
}

export type ExportProgress = { rows: number; total: number };

/** Counts line ends across chunks (a quoted cell may hold its own, which only nudges the figure). */
function countLines(chunk: Uint8Array) {
  let lines = 0;
  for (const byte of chunk) if (byte === 10) lines += 1;
  return lines;
}

/**
 * Downloads the server's CSV of the filtered list (the server streams it and escapes formulas),
 * reporting the rows received against X-Total-Count as they arrive, then hands the file to the
 * browser. Throws with the server's message when the export is refused or cut off.
 */
export async function exportSubscribersCsv(
  filters: Record<string, string>,
  onProgress: (progress: ExportProgress) => void,
) {
  const token = readSessionToken();
  const response = await fetch(endpointUrl(subscriberEndpoints.exportCsv, { query: filters }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error || `Export failed (${response.status})`);
  }
  const total = Number(response.headers.get('x-total-count') ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  // The header line is not a subscriber.
  let rows = -1;
  onProgress({ rows: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    rows += countLines(value);
    onProgress({ rows: Math.min(Math.max(rows, 0), total), total });
  }
  saveFile(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), csvFileName());
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
