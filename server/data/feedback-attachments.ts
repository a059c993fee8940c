import {
  ATTACHMENTS_TOTAL_TOO_LARGE,
  ATTACHMENT_NOT_MEDIA,
  ATTACHMENT_TOO_LARGE,
  TOO_MANY_ATTACHMENTS,
} from '../../contracts/feedback';
import mime from 'mime-types';
import { LIMITS } from '../../contracts/common';
import { HttpError, badRequest } from '../core/errors';
import { sniffMedia } from '../storage/sniff-media';

export interface DecodedAttachment {
  /** The visitor's name, its extension the sniffed type's (`withTypeExtension`). */
  name: string;
  /** The type sniffed from the bytes; the client's declared type is never trusted. */
  type: string;
  /** The usual extension of that type, without the dot: the stored file's key ends in it. */
  ext: string;
  size: number;
  data: Buffer;
}

const tooLarge = (message: string) => new HttpError(413, message);

function base64Of(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}

/** The decoded byte count of a base-64 data URL, computed without decoding it. */
export function decodedLength(dataUrl: string): number {
  let base64 = base64Of(dataUrl);
  if (/\s/.test(base64)) base64 = base64.replace(/\s+/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/**
 * The limits that need no file's bytes: how many files, each one's size and their total. Checked
 * before anything is decoded or read, with the messages the form shows.
 */
export function checkAttachmentSizes(sizes: readonly number[]): void {
  if (sizes.length > LIMITS.attachmentCount) throw badRequest(TOO_MANY_ATTACHMENTS);
  let total = 0;
  for (const size of sizes) {
    if (size > LIMITS.attachmentBytes) throw tooLarge(ATTACHMENT_TOO_LARGE);
    total += size;
  }
  if (total > LIMITS.attachmentTotalBytes) throw tooLarge(ATTACHMENTS_TOTAL_TOO_LARGE);
}

/**
 * Runs before schema validation: the schema caps a data URL's length too, but that would answer
 * 400, and a file that is too large is a 413 with the message the form shows. Anything that is
 * not shaped like attachments is left for the schema to refuse.
 */
export function checkAttachmentLimits(body: unknown): void {
  const list = body && typeof body === 'object' ? (body as { attachments?: unknown }).attachments : undefined;
  if (!Array.isArray(list)) return;
  if (list.length > LIMITS.attachmentCount) throw badRequest(TOO_MANY_ATTACHMENTS);
  const sizes = list.map((item) => {
    const data = item && typeof item === 'object' ? (item as { data?: unknown }).data : undefined;
    return typeof data === 'string' ? decodedLength(data) : 0;
  });
  checkAttachmentSizes(sizes);
}

/** Drops control characters and unpaired surrogates, which no header or file system wants. */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .trim();
  return cleaned || 'attachment';
}

/** A file as a visitor sent it: its name and its bytes (decoded from JSON, or read from a form). */
export interface AttachmentFile {
  name: string;
  data: Buffer;
}

/** The API's attachments are base-64 data URLs (their sizes were checked before decoding). */
export function decodeDataUrls(inputs: { name: string; data: string }[]): AttachmentFile[] {
  return inputs.map((input) => ({ name: input.name, data: Buffer.from(base64Of(input.data), 'base64') }));
}

/**
 * The name with an extension of its type: kept when it already is one (`clip.mov` for a QuickTime
 * video, `photo.jpeg` for a JPEG), else replaced by the type's usual one, so a PNG sent as
 * `evil.html` is `evil.png` and no download opens as a page.
 */
export function withTypeExtension(name: string, type: string, ext: string): string {
  if (mime.lookup(name) === type) return name;
  const base = name.replace(/\.[^.]*$/, '');
  return `${base || 'attachment'}.${ext}`;
}

/**
 * The name a stored attachment downloads as. Files kept before names were given their type's
 * extension may still carry the visitor's own (`x.html` for a PNG).
 */
export const downloadName = (name: string, type: string) =>
  withTypeExtension(name, type, mime.extension(type) || 'bin');

/**
 * Checks every file by content: sizes are measured on the bytes and the type is sniffed from them,
 * so a text file renamed .png or labelled image/png is refused. Each name gets an extension of the
 * type found.
 */
export async function acceptAttachments(inputs: AttachmentFile[]): Promise<DecodedAttachment[]> {
  checkAttachmentSizes(inputs.map((input) => input.data.length));
  const accepted: DecodedAttachment[] = [];
  for (const { data, ...input } of inputs) {
    const name = cleanFileName(input.name);
    const media = await sniffMedia(data);
    if (!media) throw new HttpError(415, `${ATTACHMENT_NOT_MEDIA}; "${name}" is not an image or a video`);
    accepted.push({
      name: withTypeExtension(name, media.mime, media.ext),
      type: media.mime,
      ext: media.ext,
      size: data.length,
      data,
    });
  }
  return accepted;
}

/**
 * `attachment` so a browser never renders a visitor's file inside the site; the quoted name is an
 * ASCII fallback and RFC 5987 `filename*` carries the real name when it is not plain ASCII.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (fallback === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(cleanFileName(name)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
