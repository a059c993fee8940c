import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'image' | 'video';

export interface SniffedMedia {
  kind: MediaKind;
  /** The type the bytes really are, e.g. image/png. */
  mime: string;
  /** The usual extension for that type, without the dot. */
  ext: string;
}

/**
 * What a file really is, read from its magic bytes. A file name or a client-declared type is
 * whatever the sender says, so feedback attachments and back-office uploads both decide on this.
 * Anything that is not a recognisable image or video (text, HTML, SVG, PDF, archives, empty
 * files) answers null and is refused by the caller.
 */
export async function sniffMedia(data: Uint8Array): Promise<SniffedMedia | null> {
  if (data.length === 0) return null;
  const type = await fileTypeFromBuffer(data);
  if (!type) return null;
  const kind = type.mime.startsWith('image/') ? 'image' : type.mime.startsWith('video/') ? 'video' : null;
  return kind ? { kind, mime: type.mime, ext: type.ext } : null;
}
