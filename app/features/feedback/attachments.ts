/**
 * Each attachment at most 10 MB (10*1024*1024 bytes, docs/public-screens.md §5). The limit and its message
 * restate the contract's: importing them from `@contracts/feedback` would bring zod into the page
 * before anyone picks a file (a unit test keeps them equal).
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = 'Some files are too large. Maximum file size is 10MB.';
export const ACCEPTED_ATTACHMENTS = 'image/*,video/*,.mp4,.avi,.mov,.png,.jpg,.jpeg,.gif';

/**
 * A picked batch is all or nothing: one file over the limit rejects the whole batch with the
 * spec's message; a good batch clears any earlier error.
 */
export function checkBatch(files: readonly { size: number }[]): { ok: true } | { ok: false; error: string } {
  return files.some((file) => file.size > MAX_ATTACHMENT_BYTES)
    ? { ok: false, error: ATTACHMENT_TOO_LARGE }
    : { ok: true };
}

const megabyteFormats = new Map<string, Intl.NumberFormat>();

/**
 * Size in megabytes with two decimals, in the page's `locale`: 1572864 → "1.50 MB" in English,
 * "1,50 Mo" in French. Rounded by `toFixed` first, as the English text always was (Intl alone
 * rounds 1.005 up).
 */
export function formatMegabytes(bytes: number, locale = 'en'): string {
  let format = megabyteFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    megabyteFormats.set(locale, format);
  }
  return format.format(Number((bytes / (1024 * 1024)).toFixed(2)));
}

/**
 * The base-64 data URL the API stores (docs/public-screens.md §3). Built from the bytes rather than with
 * FileReader so the same code runs in the unit tests; chunks keep the argument list small.
 */
export async function readAsDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export async function toAttachment(file: File) {
  return { name: file.name, type: file.type, size: file.size, data: await readAsDataUrl(file) };
}
