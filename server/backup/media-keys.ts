import { assertStorageKey } from '../storage/storage';

/**
 * The keys the server makes for stored files: `uploads/<name>` (an upload and its variants) and
 * `feedback/<name>` (an attachment), one plain file name under one of the two folders. A manifest
 * naming anything else (`../`, an absolute path, a backslash, another folder) was not written by a
 * backup of this server, and is refused before a restore changes anything.
 */
const MEDIA_KEY = /^(uploads|feedback)\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isServerMediaKey(key: string): boolean {
  if (!MEDIA_KEY.test(key)) return false;
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}
