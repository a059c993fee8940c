/**
 * The @font-face rules of app/fonts/faces.css, from the one table of the site's fonts
 * (font-parts.ts): a web face per font and part, and the local fallback face of each font.
 * One rule a line: the file is generated, and a rule reads best whole.
 */
import { FONT_FACES, FONT_PARTS, unicodeRange } from './font-parts';

export const FACES_HEADER =
  '/* Written by `npm run fonts` (scripts/subset-fonts.ts) from scripts/fonts/font-parts.ts: edit those, not this file. */';

/** The file name under app/fonts/ of one part of a font. */
export const partFile = (faceName: string, partName: string) => `${faceName}-${partName}.woff2`;

const rule = (descriptors: (string | false)[]) => `@font-face { ${descriptors.filter(Boolean).join('; ')}; }`;

export function facesCss(): string {
  const webFaces = FONT_FACES.flatMap((face) =>
    FONT_PARTS.map((part) =>
      rule([
        `font-family: '${face.family}'`,
        'font-style: normal',
        'font-display: swap',
        `font-weight: ${face.weight}`,
        `src: url('./${partFile(face.name, part.name)}') format('woff2')`,
        `unicode-range: ${unicodeRange(part.ranges)}`,
      ]),
    ),
  );
  const fallbacks = FONT_FACES.map(({ fallback }) =>
    rule([
      `font-family: '${fallback.family}'`,
      fallback.weight !== undefined && `font-weight: ${fallback.weight}`,
      `src: ${fallback.locals.map((name) => `local('${name}')`).join(', ')}`,
      `size-adjust: ${fallback.sizeAdjust}`,
      `ascent-override: ${fallback.ascent}`,
      `descent-override: ${fallback.descent}`,
      'line-gap-override: 0%',
    ]),
  );
  return `${FACES_HEADER}\n${[...webFaces, ...fallbacks].join('\n')}\n`;
}
