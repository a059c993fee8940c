import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'image' | 'video';

export interface SniffedMedia {
  kind: MediaKind;
  /** The type the bytes really are, e.g. image/png. */
  mime: string;
  /** The usual extension for that type, without the dot. */
  ext: string;
}

/** What a file is by its magic bytes, not its name or declared type; null unless image or video. */
export async function sniffMedia(data: Uint8Array): Promise<SniffedMedia | null> {
  if (data.length === 0) return null;
  const type = await fileTypeFromBuffer(data);
  if (!type) return null;
  const kind = type.mime.startsWith('image/') ? 'image' : type.mime.startsWith('video/') ? 'video' : null;
  return kind ? { kind, mime: type.mime, ext: type.ext } : null;
}
