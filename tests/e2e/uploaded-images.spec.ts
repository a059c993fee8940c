import sharp from 'sharp';
import { apiLogin, bearer, createPost } from './support/admin-session';
import { expect, test } from './support/fixtures';

/**
 * Uploaded art reaches a phone as a variant of its width (docs/decisions/0031): a 3000 px cover
 * on a post, read at 390 px, arrives as an AVIF a fraction of the original's bytes.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

async function photo(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++)
    data[i] = ((i % (width * 3)) * 7 + Math.floor(i / (width * 3)) * 3) & 255;
  return sharp(data, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('a post cover uploaded at 3000 px is fetched at its width on a phone, in AVIF', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request);
  const original = await photo(3000, 1575);
  const upload = await request.post('/api/uploads', {
    headers: bearer(session),
    multipart: { file: { name: 'keep.jpg', mimeType: 'image/jpeg', buffer: original } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()).data as { url: string };
  expect(url).toMatch(/-3000x1575-[0-9a-f]{6}\.jpg$/);
  // The variants are written after the upload answered; until then the original stands in.
  await expect
    .poll(async () => (await request.get(`${url}.w640.avif`, { maxRedirects: 0 })).status(), {
      timeout: 15_000,
    })
    .toBe(200);

  const post = await createPost(request, session, { published: true, coverImage: url });
  const images: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/media/uploads/'))
      images.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto(`/dev-diary/${post.slug}`, { waitUntil: 'domcontentloaded' });

  const cover = page.locator('article picture img');
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '630');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('article picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\.w320\.avif 320w, .*\.w1920\.avif 1920w$/,
  );
  // 390 CSS px at 2× is 780 device pixels: the 960 px variant.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.w960\.avif$/);
  await expect(cover).toHaveJSProperty('complete', true);
  await expect.poll(() => images.length).toBeGreaterThan(0);
  const fetched = images.reduce((sum, image) => sum + image.bytes, 0);
  expect(fetched).toBeLessThan(original.length * 0.2);
});
