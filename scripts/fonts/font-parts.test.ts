import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { facesCss, partFile } from './faces-css';
import { BASIC, EXTRA, FONT_FACES, FONT_PARTS, LATIN, codePointsOf, unicodeRange } from './font-parts';

const require = createRequire(import.meta.url);
const fontsDir = path.resolve(import.meta.dirname, '../../app/fonts');

async function faceOf(woff2: Buffer) {
  const sfnt = await fontverter.convert(woff2, 'truetype');
  return new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
}

async function mapped(woff2: Buffer) {
  return new Set((await faceOf(woff2)).collectUnicodes());
}

describe('font parts', () => {
  it('split the Latin range in two without overlap or loss', () => {
    const basic = codePointsOf(BASIC);
    const extra = codePointsOf(EXTRA);
    expect(basic.filter((code) => extra.includes(code))).toEqual([]);
    expect([...basic, ...extra].sort((a, b) => a - b)).toEqual(codePointsOf(LATIN).sort((a, b) => a - b));
  });

  it('write CSS ranges as the browser reads them', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0xa0, 0xa0],
      ]),
    ).toBe('U+0020-007E, U+00A0');
  });

  it.each(FONT_FACES)('$name: the committed parts keep every character of the source font', async (face) => {
    const source = await mapped(await readFile(require.resolve(face.source)));
    const css = await readFile(path.join(fontsDir, 'faces.css'), 'utf8');
    for (const part of FONT_PARTS) {
      const file = partFile(face.name, part.name);
      const kept = await mapped(await readFile(path.join(fontsDir, file)));
      const wanted = codePointsOf(part.ranges).filter((code) => source.has(code));
      expect(
        wanted.filter((code) => !kept.has(code)),
        `${file} lacks`,
      ).toEqual([]);
      expect(css).toContain(
        `src: url('./${file}') format('woff2'); unicode-range: ${unicodeRange(part.ranges)};`,
      );
    }
  });

  it('are declared by the committed faces.css exactly as the table says (else: npm run fonts -- --css-only)', async () => {
    expect(await readFile(path.join(fontsDir, 'faces.css'), 'utf8')).toBe(facesCss());
  });

  it('give each font a fallback face of its weight', () => {
    const css = facesCss();
    for (const face of FONT_FACES) {
      const weight = face.fallback.weight ? ` font-weight: ${face.fallback.weight};` : '';
      expect(css).toContain(`@font-face { font-family: '${face.fallback.family}';${weight} src: local(`);
    }
  });

  it('keep Inter variable over the weights the site sets', async () => {
    const face = await faceOf(await readFile(path.join(fontsDir, 'inter-wght-basic.woff2')));
    expect(face.getAxisInfos().wght).toMatchObject({ min: 400, max: 900 });
  });
});
