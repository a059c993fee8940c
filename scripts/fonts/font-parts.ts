/** The web fonts the site cuts into parts, and the parts (scripts/subset-fonts.ts). */
type Range = readonly [first: number, last: number];

const point = (code: number): Range => [code, code];

/**
 * What the font packages' Latin files cover, less the control characters (no glyphs there): the
 * site's text is in English, with names and quotes that may carry Western European letters.
 */
export const LATIN: readonly Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  point(0x131),
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  point(0x2c6),
  point(0x2da),
  point(0x2dc),
  point(0x304),
  point(0x308),
  point(0x329),
  [0x2000, 0x206f],
  point(0x20ac),
  point(0x2122),
  point(0x2191),
  point(0x2193),
  point(0x2212),
  point(0x2215),
  point(0xfeff),
  point(0xfffd),
];

/** ASCII and the typographic marks of the site's own texts (quotes, dashes, ×, ·, …, ©). */
export const BASIC: readonly Range[] = [
  [0x20, 0x7e],
  point(0xa0),
  point(0xa9),
  point(0xae),
  point(0xb7),
  point(0xd7),
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  point(0x2022),
  point(0x2026),
  point(0x20ac),
  point(0x2122),
];

export function codePointsOf(ranges: readonly Range[]): number[] {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

function rangesOf(codePoints: number[]): Range[] {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const code of sorted) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

const basicSet = new Set(codePointsOf(BASIC));
/** The rest of LATIN: fetched only by a page that shows one of these characters. */
export const EXTRA: readonly Range[] = rangesOf(codePointsOf(LATIN).filter((code) => !basicSet.has(code)));

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The CSS unicode-range of some ranges: `U+0020-007E, U+00A0, …`. */
export function unicodeRange(ranges: readonly Range[]): string {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

export const FONT_PARTS = [
  { name: 'basic', ranges: BASIC },
  { name: 'extra', ranges: EXTRA },
];

interface FontFace {
  /** The start of its files' names under app/fonts/. */
  name: string;
  family: string;
  /** The package file it is cut from. */
  source: string;
  /** The CSS font-weight of its faces. */
  weight: string;
  /** Variation axes narrowed to what the site uses. */
  axes?: Record<string, { min: number; max: number }>;
  /** The local face shown until the web font arrives, made to take the same room. */
  fallback: Fallback;
}

/**
 * font-display: swap paints text at once in a local face; each "Fallback" family is such a face
 * resized (size-adjust) and given the web font's ascent and descent, so the swap does not move the
 * layout. Values measured in Chromium over a sample of the site's text: widths at 400 for Inter
 * against Arial, at 700 and 900 for Cinzel against Times New Roman bold.
 */
interface Fallback {
  family: string;
  /** local() names, the first one installed wins. */
  locals: readonly string[];
  /** Left out for Inter: one regular local face, which the browser makes bold where the text is. */
  weight?: string;
  sizeAdjust: string;
  ascent: string;
  descent: string;
}

const INTER_FALLBACK = ['Arial', 'Liberation Sans', 'Helvetica'];
const CINZEL_FALLBACK = ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'];

export const FONT_FACES: readonly FontFace[] = [
  {
    name: 'inter-wght',
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    // The site sets Inter from 400 (body) to 900 (font-black); the lighter half of the axis goes.
    weight: '400 900',
    axes: { wght: { min: 400, max: 900 } },
    fallback: {
      family: 'Inter Fallback',
      locals: INTER_FALLBACK,
      sizeAdjust: '105.5%',
      ascent: '91.9%',
      descent: '22.7%',
    },
  },
  {
    name: 'cinzel-700',
    family: 'Cinzel',
    source: '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2',
    weight: '700',
    fallback: {
      family: 'Cinzel Fallback',
      locals: CINZEL_FALLBACK,
      weight: '700',
      sizeAdjust: '121.6%',
      ascent: '80.6%',
      descent: '30.4%',
    },
  },
  {
    name: 'cinzel-900',
    family: 'Cinzel',
    source: '@fontsource/cinzel/files/cinzel-latin-900-normal.woff2',
    weight: '900',
    fallback: {
      family: 'Cinzel Fallback',
      locals: CINZEL_FALLBACK,
      weight: '900',
      sizeAdjust: '124.5%',
      ascent: '78.7%',
      descent: '29.7%',
    },
  },
];
