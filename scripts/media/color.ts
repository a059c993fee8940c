/** Small colour and hashing helpers for the placeholder media generator. */

export type Rgb = [number, number, number];

/** The site's fixed colours (docs/public-screens.md §1, Look). */
export const BRAND = {
  ink: '#0a0707',
  blood: '#8b0000',
  ember: '#c1121f',
  bone: '#e8dfd0',
  ash: '#8c8178',
} as const;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHex = (value: unknown): value is string => typeof value === 'string' && HEX.test(value.trim());

export function parseHex(hex: string): Rgb {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t) as Rgb);
}

export const darken = (hex: string, t: number) => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Colour as the 0..1 channel triple an SVG feColorMatrix wants. */
export const unit = (hex: string) =>
  parseHex(hex).map((v) => (v / 255).toFixed(3)) as [string, string, string];

/** Stable 32-bit FNV-1a hash, so every run picks the same seeds and shapes for the same names. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Escape text for use inside SVG markup. */
export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
