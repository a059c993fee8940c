/**
 * The site's icons, drawn from its mark (the blood drop and blade of public/favicon.svg):
 * favicon.ico (32 and 16 px PNG images), the 192 and 512 px install icons (maskable too), the
 * 180 px apple-touch-icon, and the web app manifest that lists them. The output is committed, so
 * a fresh clone needs no image tools; run again after changing the mark.
 *
 *   npm run icons
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { faviconSvg, sigil } from './media/art';
import { BRAND } from './media/color';

const PUBLIC = 'public';
/** The site's dark theme (app/app.css): the page background and the browser chrome around it. */
const THEME = { background: '#060505', theme: '#060505' };

/**
 * Full-bleed square: launchers that mask icons (circle, squircle) cut into the edges, so the mark
 * sits inside the central 80 % safe zone the maskable format guarantees.
 */
function maskableSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${BRAND.ink}"/>` +
    `<g transform="translate(20 20) scale(0.6)">${sigil(BRAND.ember, BRAND.bone)}</g></svg>\n`
  );
}

/** Apple draws its own rounded corners and ignores transparency: a square, opaque tile. */
function appleSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${BRAND.ink}"/>` +
    `<g transform="translate(13 13) scale(0.74)">${sigil(BRAND.ember, BRAND.bone)}</g></svg>\n`
  );
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 100) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser):
 * a 6-byte header, a 16-byte directory entry per image, then the images.
 */
function icoOf(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const manifest = {
  name: 'Blood & Mayhem',
  short_name: 'Blood & Mayhem',
  description: 'The official site of Blood & Mayhem, the dark fantasy tactical fighting game.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: THEME.background,
  theme_color: THEME.theme,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

async function main() {
  const mark = faviconSvg();
  const files: Array<[string, Buffer | string]> = [
    [
      'favicon.ico',
      icoOf([
        { size: 32, data: await png(mark, 32) },
        { size: 16, data: await png(mark, 16) },
      ]),
    ],
    ['icons/icon-192.png', await png(mark, 192)],
    ['icons/icon-512.png', await png(mark, 512)],
    ['icons/icon-maskable-192.png', await png(maskableSvg(), 192)],
    ['icons/icon-maskable-512.png', await png(maskableSvg(), 512)],
    ['apple-touch-icon.png', await png(appleSvg(), 180)],
    ['manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`],
  ];
  for (const [name, content] of files) {
    await writeFile(join(PUBLIC, name), content);
    console.log(`${name}: ${content.length} bytes`);
  }
}

await main();
