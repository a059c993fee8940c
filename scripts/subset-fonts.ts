/**
 * `npm run fonts`: cuts the site's three web fonts (docs/decisions/0018-font-subsets.md) into
 * the files under app/fonts/ and writes their @font-face rules to app/fonts/faces.css. Run it
 * again only when a source font or a range below changes; its output is committed.
 *
 * Each font is split in two by unicode-range: "basic" (ASCII and the typographic punctuation the
 * site's text uses) is preloaded by every page; "extra" (the rest of the Latin range the font
 * packages cover) is fetched by the browser only for a page that has one of its characters.
 * Together they cover exactly what the packages' Latin files covered.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type SubsetFont from 'subset-font';
import { FONT_FACES, FONT_PARTS, codePointsOf, unicodeRange } from './fonts/font-parts';
import { requireTool } from './tools-package';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'app/fonts');
// From the tools package (docs/decisions/0051-tools-package.md): without it, the install command and exit 1.
const { default: subsetFont } = await requireTool<{ default: typeof SubsetFont }>('subset-font');

await mkdir(outDir, { recursive: true });
const rules: string[] = [];
for (const face of FONT_FACES) {
  const source = await readFile(require.resolve(face.source));
  for (const part of FONT_PARTS) {
    const text = String.fromCodePoint(...codePointsOf(part.ranges));
    const subset = await subsetFont(source, text, {
      targetFormat: 'woff2',
      ...(face.axes ? { variationAxes: face.axes } : {}),
    });
    const file = `${face.name}-${part.name}.woff2`;
    await writeFile(path.join(outDir, file), subset);
    console.log(
      `${file}: ${(subset.length / 1024).toFixed(1)} KB (source ${(source.length / 1024).toFixed(1)} KB)`,
    );
    rules.push(
      [
        '@font-face {',
        `  font-family: '${face.family}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${face.weight};`,
        `  src: url('./${file}') format('woff2');`,
        `  unicode-range: ${unicodeRange(part.ranges)};`,
        '}',
      ].join('\n'),
    );
  }
}
const header = '/* Written by `npm run fonts` (scripts/subset-fonts.ts): edit the script, not this file. */';
const facesFile = path.join(outDir, 'faces.css');
const css = await format(`${header}\n\n${rules.join('\n\n')}\n`, {
  ...(await resolveConfig(facesFile)),
  filepath: facesFile,
});
await writeFile(facesFile, css);
