/**
 * `npm run fonts`: cuts the site's three web fonts (docs/decisions/0018-font-subsets.md) into
 * the files under app/fonts/ and writes their @font-face rules, with the fallback faces', to
 * app/fonts/faces.css. Run it again only when a source font or a range changes; its output is
 * committed. `npm run fonts -- --css-only` writes faces.css alone (after a change to a fallback's
 * metrics, say), without the font tools.
 *
 * Each font is split in two by unicode-range: "basic" (ASCII and the typographic punctuation the
 * site's text uses) is preloaded by every page; "extra" (the rest of the Latin range the font
 * packages cover) is fetched by the browser only for a page that has one of its characters.
 * Together they cover exactly what the packages' Latin files covered.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SubsetFont from 'subset-font';
import { facesCss, partFile } from './fonts/faces-css';
import { FONT_FACES, FONT_PARTS, codePointsOf } from './fonts/font-parts';
import { requireTool } from './tools-package';

const require = createRequire(import.meta.url);
const outDir = path.resolve(import.meta.dirname, '../app/fonts');

async function cutParts() {
  // From the tools package (docs/decisions/0051-tools-package.md): without it, the install command and exit 1.
  const { default: subsetFont } = await requireTool<{ default: typeof SubsetFont }>('subset-font');
  for (const face of FONT_FACES) {
    const source = await readFile(require.resolve(face.source));
    for (const part of FONT_PARTS) {
      const text = String.fromCodePoint(...codePointsOf(part.ranges));
      const subset = await subsetFont(source, text, {
        targetFormat: 'woff2',
        ...(face.axes ? { variationAxes: face.axes } : {}),
      });
      const file = partFile(face.name, part.name);
      await writeFile(path.join(outDir, file), subset);
      console.log(
        `${file}: ${(subset.length / 1024).toFixed(1)} KB (source ${(source.length / 1024).toFixed(1)} KB)`,
      );
    }
  }
}

await mkdir(outDir, { recursive: true });
if (!process.argv.includes('--css-only')) await cutParts();
await writeFile(path.join(outDir, 'faces.css'), facesCss());
console.log('app/fonts/faces.css written');
