import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import {
  BUILT_IN_VARIANTS,
  type BuiltInImage,
  builtInVariantPaths,
  originalOfBuiltInVariant,
  parseBuiltInImage,
} from '../../contracts/image-variants';
import { mediaSrc, webpBeside } from '../../contracts/media-paths';
import type { MediaStorage } from '../storage/storage';
import { renderVariants } from './render-variants';
import type { ImageVariantJobs } from './variant-jobs';

/** The repository's public/ folder, where the built-in art is (server/web.ts serves it at /). */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');

/** Storage keys of built-in art's variants start so; the rest is the art's own path. */
export const BUILT_IN_KEY_PREFIX = `${BUILT_IN_VARIANTS.slice('/media/'.length)}/`;

/**
 * Built-in art can be replaced at its path (docs/decisions/0005), so its variants are cached as
 * its originals are (an hour, then revalidated), not for a year as an upload's.
 */
export const BUILT_IN_CACHE_CONTROL = 'public, max-age=3600';

const keyOf = (mediaPath: string) => mediaPath.slice('/media/'.length);
/** What the variants were made from: the original's SHA-256, written once they all are. */
const sourceKey = (image: BuiltInImage) => `${BUILT_IN_KEY_PREFIX}${image.path.slice(1)}.source`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface BuiltInVariants {
  /**
   * For a request of a built-in variant not stored yet: queues its making and returns the URL
   * that stands in for it meanwhile (the WebP beside a PNG, else the original); null otherwise.
   */
  standIn(requestPath: string): Promise<string | null>;
  /** Queues the removal of variants made from art replaced since (checked at start). */
  dropStale(): void;
}

/**
 * Responsive variants of the built-in art (docs/decisions/0052), made by the uploads' pipeline
 * (renderVariants, one image at a time in the jobs' line) the first time one is asked for, and
 * kept in the media storage: a fresh clone and every instance behind a bucket get them alike.
 */
export function createBuiltInVariants(deps: {
  storage: MediaStorage;
  jobs: ImageVariantJobs;
  log: FastifyBaseLogger;
}): BuiltInVariants {
  const { storage, jobs, log } = deps;
  const source = (image: BuiltInImage) => readFile(path.join(PUBLIC_DIR, image.path)).catch(() => null);

  async function make(image: BuiltInImage) {
    const data = await source(image);
    if (!data) return; // not shipped: the stand-in answers 404 as the original does
    const keys = builtInVariantPaths(image).map(keyOf);
    const exist = await Promise.all(keys.map((key) => storage.exists(key)));
    if (exist.every(Boolean)) return; // made meanwhile (another request or instance)
    const wanted = new Set(builtInVariantPaths(image));
    const named = { ...image, color: '', path: BUILT_IN_VARIANTS + image.path };
    const variants = await renderVariants(data, named, image.formats);
    for (const variant of variants.filter((v) => wanted.has(v.path)))
      await storage.put(keyOf(variant.path), variant.data);
    await storage.put(sourceKey(image), Buffer.from(sha256(data)));
    log.info({ image: image.path }, 'built-in art variants made');
  }

  async function drop(image: BuiltInImage) {
    const made = await storage.read(sourceKey(image));
    if (!made) return;
    const data = await source(image);
    if (data && (await buffer(made)).toString() === sha256(data)) return;
    for (const key of [...builtInVariantPaths(image).map(keyOf), sourceKey(image)])
      await storage.remove(key).catch(() => undefined);
    log.info({ image: image.path }, 'built-in art replaced: its variants will be made again');
  }

  return {
    async standIn(requestPath) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(requestPath);
      } catch {
        return null;
      }
      const image = originalOfBuiltInVariant(decoded);
      if (!image || (await storage.exists(keyOf(decoded)))) return null;
      jobs.enqueueWork(`built-in ${image.path}`, () => make(image));
      return mediaSrc(webpBeside(image.path) ?? image.path);
    },
    dropStale() {
      jobs.enqueueWork('built-in stale', async () => {
        for (const image of await builtInArt()) await drop(image);
      });
    },
  };
}

/** The built-in art shipped in public/: portraits and the posters of fighters, chapters, backgrounds. */
async function builtInArt(): Promise<BuiltInImage[]> {
  const folders = ['images', 'videos', 'videos/chapters', 'videos/backgrounds'];
  const names = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(path.join(PUBLIC_DIR, folder)).catch(() => [])).map((name) => `/${folder}/${name}`),
    ),
  );
  return names.flat().flatMap((file) => parseBuiltInImage(file) ?? []);
}
