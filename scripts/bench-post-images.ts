import { chromium } from '@playwright/test';
import { startServer, tempDir } from '../tests/support/server-process';
import { publishPostWithPhotos, signIn } from './bench/uploaded-photos';

/**
 * `npm run bench:post-images`: the image bytes a phone downloads for a dev diary post that shows
 * four uploaded 3000×2000 photos (and has the first as its cover), against what the four originals
 * weigh. The post is read to its end in Chromium at 390 px wide, at 2× and 3× pixel density, so every
 * lazy image loads; the bytes are the bodies of every image response of the page. Needs
 * `npm run build` first.
 */
const server = await startServer({ MEDIA_DIR: tempDir('bm-bench-post-images-') });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const token = await signIn(server.baseUrl, 'admin', 'admin123');
  const post = await publishPostWithPhotos(server.baseUrl, token);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  console.log(`four originals: ${mb(post.originalBytes)}`);
  for (const deviceScaleFactor of [2, 3]) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor,
      isMobile: true,
    });
    const page = await context.newPage();
    const images: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      images.push(
        response
          .body()
          .then((body) => ({ url: response.url(), bytes: body.length }))
          .catch(() => ({ url: response.url(), bytes: 0 })),
      );
    });
    await page.goto(`${server.baseUrl}${post.path}`, { waitUntil: 'load' });
    // Read to the end a screen at a time, as a visitor scrolls, so each lazy image is asked for.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(images);
    const uploads = fetched.filter((image) => image.url.includes('/media/uploads/'));
    const total = uploads.reduce((sum, image) => sum + image.bytes, 0);
    console.log(
      `390 px at ${deviceScaleFactor}×: ${uploads.length} uploaded images, ${mb(total)}, ` +
        `${((100 * total) / post.originalBytes).toFixed(1)} % of the originals` +
        ` (${uploads.map((image) => image.url.split('.').slice(-2).join('.')).join(', ')})`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.kill();
}
