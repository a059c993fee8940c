import { parseUploadedImage, variantPaths } from '../contracts/image-variants';
import { photo, signIn } from './bench/uploaded-photos';
import { startServer, tempDir } from '../tests/support/server-process';

/**
 * `npm run bench:images`: what the image pipeline costs and saves (docs/performance.md, "Responsive
 * images"), on the production build with a new SQLite database. For a photo-like JPEG of each size
 * it prints how long the upload took to answer, how long a public API read took while its variants
 * were being made, when the variants were ready, and the bytes a phone (390 px at 2×, the
 * 960 px AVIF) and a desktop post (768 px, the 960 px AVIF) fetch instead of the original.
 * Options: --runs N (default 3 uploads of each size).
 */
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

const server = await startServer({ MEDIA_DIR: tempDir('bm-bench-images-') });
try {
  const token = await signIn(server.baseUrl, 'admin', 'admin123');
  for (const [width, height, quality] of [
    [3000, 2000, 80],
    [6000, 4000, 50],
  ] as const) {
    const original = await photo(width, height, quality);
    for (let run = 1; run <= runs; run++) {
      const form = new FormData();
      form.append('file', new Blob([original], { type: 'image/jpeg' }), `photo-${width}.jpg`);
      const started = performance.now();
      const upload = await fetch(`${server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const answered = performance.now() - started;
      const { url } = ((await upload.json()) as { data: { url: string } }).data;
      const readStarted = performance.now();
      await (await fetch(`${server.baseUrl}/api/fighters`)).arrayBuffer();
      const read = performance.now() - readStarted;
      const variant = `${server.baseUrl}${url}.w960.avif`;
      // Variants are written from the narrowest; the last one written says they are all there.
      const last = variantPaths(parseUploadedImage(url)!).at(-1)!;
      while ((await fetch(`${server.baseUrl}${last}`, { redirect: 'manual' })).status !== 200)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const ready = performance.now() - started;
      const bytes = (await (await fetch(variant)).arrayBuffer()).byteLength;
      console.log(
        `${width}×${height} JPEG ${(original.length / 1024 / 1024).toFixed(2)} MB, run ${run}: ` +
          `answered ${answered.toFixed(0)} ms, a read meanwhile ${read.toFixed(0)} ms, ` +
          `variants ready ${(ready / 1000).toFixed(1)} s; ` +
          `the 960 px AVIF is ${(bytes / 1024).toFixed(0)} KB, ${((100 * bytes) / original.length).toFixed(1)} % of the original`,
      );
    }
  }
} finally {
  await server.kill();
}
