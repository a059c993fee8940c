import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|svg|json|html|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to every text file of the client
 * build, once at build time, so the server sends hashed assets compressed at the best level
 * without spending CPU per request (@fastify/static's `preCompressed`). Fonts, images and videos
 * are already compressed and are left alone.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => TEXT.test(file));
      await Promise.all(
        files.map(async (file) => {
          const fullPath = path.join(dir, file);
          const content = await fs.readFile(fullPath);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${fullPath}.br`, br), fs.writeFile(`${fullPath}.gz`, gz)]);
        }),
      );
    },
  };
}
