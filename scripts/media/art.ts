/**
 * SVG sources of the still images and of the layers the videos are composed from. sharp (librsvg)
 * renders them; text uses the DejaVu faces that ship with the system fonts.
 */
import { BRAND, darken, esc, hash, lighten, mix, unit } from './color';
import { motifSvg, rune } from './motifs';

export interface ArtFighter {
  name: string;
  role: string;
  primary: string;
  secondary: string;
  motif: string;
}

const DISPLAY = `font-family="DejaVu Serif, serif" font-weight="bold"`;
const SANS = `font-family="DejaVu Sans, sans-serif" font-weight="bold"`;
const svg = (w: number, h: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

/** Split a name into at most two lines and pick the largest size that fits maxWidth. */
export function fitText(text: string, maxWidth: number, maxSize: number, charWidth = 0.8) {
  const words = text.split(/\s+/).filter(Boolean);
  let lines = [text];
  if (words.length > 1 && text.length * charWidth * maxSize > maxWidth) {
    let best = lines;
    for (let i = 1; i < words.length; i++) {
      const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const longest = (ls: string[]) => Math.max(...ls.map((l) => l.length));
      if (best.length === 1 || longest(pair) < longest(best)) best = pair;
    }
    lines = best;
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.floor(Math.min(maxSize, maxWidth / (longest * charWidth)));
  return { lines, size };
}

/** Text lines as <text> elements, centred on cx (anchor middle) or starting at x (anchor start). */
function textBlock(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor = 'middle',
  attrs = DISPLAY,
) {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.05}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" ${attrs}>${esc(l)}</text>`,
    )
    .join('');
}

/** Smoke from fractal noise: colour `color`, alpha following the noise (strength 0..1). */
function smokeFilter(id: string, seed: number, color: string, strength: number, freq = 0.006) {
  const [r, g, b] = unit(color);
  const a = (2.4 * strength).toFixed(2);
  const off = (-0.9 * strength).toFixed(2);
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="4" seed="${seed % 1000}"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${a} 0 0 0 ${off}"/></filter>`
  );
}

const vignette = (id: string, strength = 0.85) =>
  `<radialGradient id="${id}" cx="50%" cy="45%" r="75%"><stop offset="45%" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="100%" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`;

const glow = (id: string, color: string, opacity = 0.7) =>
  `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/>` +
  `<stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** The 360×480 roster portrait: palette gradient, motif, big name, small role. */
export function portraitSvg(f: ArtFighter, w = 360, h = 480): string {
  const top = darken(f.primary, 0.15);
  const bottom = mix(darken(f.secondary, 0.7), BRAND.ink, 0.5);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0%" stop-color="${top}"/>` +
    `<stop offset="100%" stop-color="${bottom}"/></linearGradient>` +
    glow('halo', lighten(f.secondary, 0.1), 0.55) +
    vignette('vig') +
    smokeFilter('smoke', hash(f.name), BRAND.ink, 0.5, 0.012);
  const name = fitText(f.name, w - 48, 58);
  const nameY = h - 60 - (name.lines.length - 1) * name.size * 1.05;
  const bandTop = Math.min(h - 150, nameY - name.size - 30);
  const motifFill = lighten(f.secondary, 0.35);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" filter="url(#smoke)"/>` +
    `<circle cx="${w / 2}" cy="175" r="150" fill="url(#halo)"/>` +
    `<g transform="translate(${w / 2 - 95} 80) scale(1.9)">${motifSvg(f.motif, motifFill, darken(f.primary, 0.6))}</g>` +
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>` +
    `<rect x="0" y="${bandTop}" width="${w}" height="${h - bandTop}" fill="${BRAND.ink}" opacity="0.55"/>` +
    `<rect x="${w / 2 - 28}" y="${bandTop + 12}" width="56" height="4" fill="${BRAND.ember}"/>` +
    textBlock(name.lines, w / 2, nameY, name.size, BRAND.bone) +
    `<text x="${w / 2}" y="${h - 26}" font-size="17" fill="${lighten(f.secondary, 0.2)}" text-anchor="middle" letter-spacing="3" ${SANS}>${esc(f.role.toUpperCase())}</text>` +
    `<rect x="6" y="6" width="${w - 12}" height="${h - 12}" fill="none" stroke="${BRAND.blood}" stroke-width="2" opacity="0.8"/>`;
  return svg(w, h, body, defs);
}

/** The site's sigil: a blood drop pierced by a sword, in a 100×100 box. */
export function sigil(drop: string, blade: string): string {
  return (
    `<path d="M50 10S22 48 22 64c0 16 12 28 28 28s28-12 28-28C78 48 50 10 50 10Z" fill="${drop}"/>` +
    `<path d="M50 2l5 9v62h-10V11Z" fill="${blade}"/><rect x="34" y="70" width="32" height="6" rx="2" fill="${blade}"/>` +
    `<rect x="46" y="76" width="8" height="14" fill="${blade}"/><circle cx="50" cy="94" r="5" fill="${blade}"/>`
  );
}

export function placeholderSvg(w = 360, h = 480): string {
  const defs = glow('halo', BRAND.blood, 0.35) + vignette('vig', 0.7);
  const body =
    `<rect width="${w}" height="${h}" fill="#141011"/><circle cx="${w / 2}" cy="${h / 2 - 10}" r="150" fill="url(#halo)"/>` +
    `<g transform="translate(${w / 2 - 70} ${h / 2 - 80}) scale(1.4)" opacity="0.75">${sigil('#3a2a2a', '#5a4d48')}</g>` +
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>` +
    `<rect x="6" y="6" width="${w - 12}" height="${h - 12}" fill="none" stroke="#2a2020" stroke-width="2"/>`;
  return svg(w, h, body, defs);
}

export function faviconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="${BRAND.ink}"/>` +
    `<g transform="translate(6 6) scale(0.88)">${sigil(BRAND.ember, BRAND.bone)}</g></svg>\n`
  );
}

/** The 1200×630 social preview card. */
export function ogSvg(fighterCount: number, w = 1200, h = 630): string {
  const defs =
    smokeFilter('smoke', 666, BRAND.blood, 0.8, 0.004) +
    glow('halo', BRAND.ember, 0.5) +
    vignette('vig', 0.9);
  const body =
    `<rect width="${w}" height="${h}" fill="${BRAND.ink}"/><rect width="${w}" height="${h}" filter="url(#smoke)"/>` +
    `<circle cx="${w / 2}" cy="210" r="260" fill="url(#halo)"/>` +
    `<g transform="translate(${w / 2 - 90} 40) scale(1.8)">${sigil(BRAND.ember, BRAND.bone)}</g>` +
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>` +
    `<text x="${w / 2}" y="350" font-size="86" fill="${BRAND.bone}" text-anchor="middle" letter-spacing="4" ${DISPLAY}>BLOOD &amp; MAYHEM</text>` +
    `<rect x="${w / 2 - 160}" y="390" width="320" height="4" fill="${BRAND.ember}"/>` +
    `<text x="${w / 2}" y="450" font-size="30" fill="${BRAND.ash}" text-anchor="middle" letter-spacing="8" ${SANS}>A DARK FANTASY FIGHTING GAME</text>` +
    `<text x="${w / 2}" y="500" font-size="24" fill="${BRAND.ember}" text-anchor="middle" letter-spacing="5" ${SANS}>${fighterCount} FIGHTERS · CHOOSE YOUR CHAMPION</text>`;
  return svg(w, h, body, defs);
}

/** An opaque smoky backdrop, larger than the video so ffmpeg can pan across it. */
export function backdropSvg(w: number, h: number, dark: string, light: string, seed: number): string {
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="${dark}"/>` +
    `<stop offset="55%" stop-color="${mix(dark, light, 0.35)}"/><stop offset="100%" stop-color="${darken(dark, 0.4)}"/></linearGradient>` +
    smokeFilter('s1', seed, light, 0.55, 2.6 / w) +
    smokeFilter('s2', seed + 17, '#000000', 0.6, 4 / w);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" filter="url(#s1)"/>` +
    `<rect width="${w}" height="${h}" filter="url(#s2)"/>`;
  return svg(w, h, body, defs);
}

/** Transparent drifting fog, laid over a backdrop and panned the other way. */
export function fogSvg(w: number, h: number, color: string, seed: number, strength = 0.45): string {
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" filter="url(#f)"/>`,
    smokeFilter('f', seed, color, strength, 3.2 / w),
  );
}

/** A transparent square with the motif over a soft glow (a video layer). */
export function motifLayerSvg(size: number, inner: string, glowColor: string): string {
  const s = (size * 0.62) / 100;
  const body =
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#g)"/>` +
    `<g transform="translate(${size * 0.19} ${size * 0.19}) scale(${s.toFixed(3)})">${inner}</g>`;
  return svg(size, size, body, glow('g', glowColor, 0.55));
}

export const fighterMotifLayer = (f: ArtFighter, size: number) =>
  motifLayerSvg(size, motifSvg(f.motif, lighten(f.secondary, 0.35), darken(f.primary, 0.6)), f.secondary);

export const abilityGlyphLayer = (seed: string, color: string, glowColor: string, size: number) =>
  motifLayerSvg(size, rune(seed, color), glowColor);

/** Fighter clip title card: name, role and the game title (transparent layer). */
export function fighterTitleSvg(f: ArtFighter, w: number, h: number): string {
  const k = w / 1280;
  const name = fitText(f.name, w * 0.5, 110 * k);
  const y = h * 0.62 - (name.lines.length - 1) * name.size * 0.5;
  const body =
    `<text x="${64 * k}" y="${70 * k}" font-size="${22 * k}" fill="${BRAND.bone}" opacity="0.7" letter-spacing="${6 * k}" ${SANS}>BLOOD &amp; MAYHEM</text>` +
    `<rect x="${64 * k}" y="${y - name.size - 30 * k}" width="${90 * k}" height="${6 * k}" fill="${BRAND.ember}"/>` +
    textBlock(name.lines, 64 * k, y, name.size, BRAND.bone, 'start') +
    `<text x="${66 * k}" y="${y + (name.lines.length - 1) * name.size * 1.05 + 52 * k}" font-size="${30 * k}" ` +
    `fill="${lighten(f.secondary, 0.25)}" letter-spacing="${5 * k}" ${SANS}>${esc(f.role.toUpperCase())}</text>`;
  return svg(w, h, body);
}

/** A blood-red slash streak that sweeps across a fighter clip. */
export function slashSvg(w: number, h: number, color: string): string {
  const defs =
    `<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0%" stop-color="${color}" stop-opacity="0"/>` +
    `<stop offset="70%" stop-color="${color}" stop-opacity="0.85"/><stop offset="100%" stop-color="${BRAND.bone}" stop-opacity="0.9"/></linearGradient>`;
  return svg(
    w,
    h,
    `<path d="M0 ${h * 0.62} L${w} ${h * 0.3} L${w} ${h * 0.38} L0 ${h * 0.66} Z" fill="url(#s)"/>`,
    defs,
  );
}

export function abilityTextSvg(ability: string, fighter: string, w: number, h: number): string {
  const t = fitText(ability.toUpperCase(), w - 40, 34);
  const y = h - 24 - (t.lines.length - 1) * t.size * 1.05;
  const body =
    `<rect x="0" y="${y - t.size - 12}" width="${w}" height="${h}" fill="${BRAND.ink}" opacity="0.5"/>` +
    textBlock(t.lines, w / 2, y, t.size, BRAND.bone) +
    `<text x="${w / 2}" y="24" font-size="13" fill="${BRAND.ash}" text-anchor="middle" letter-spacing="3" ${SANS}>${esc(fighter)}</text>`;
  return svg(w, h, body);
}

export function chapterTextSvg(title: string, subtitle: string, w: number, h: number): string {
  const k = w / 1280;
  const [head = subtitle, tail] = subtitle.split(/:\s*/);
  const body =
    `<text x="${w / 2}" y="${h * 0.48}" font-size="${26 * k}" fill="${BRAND.ember}" text-anchor="middle" letter-spacing="${10 * k}" ${SANS}>${esc(title)}</text>` +
    `<text x="${w / 2}" y="${h * 0.58}" font-size="${36 * k}" fill="${BRAND.ash}" text-anchor="middle" letter-spacing="${8 * k}" ${SANS}>${esc(head.toUpperCase())}</text>` +
    (tail
      ? `<text x="${w / 2}" y="${h * 0.58 + 96 * k}" font-size="${84 * k}" fill="${BRAND.bone}" text-anchor="middle" ${DISPLAY}>${esc(tail)}</text>`
      : '') +
    `<rect x="${w / 2 - 60 * k}" y="${h * 0.58 + 130 * k}" width="${120 * k}" height="${4 * k}" fill="${BRAND.ember}"/>`;
  return svg(w, h, body);
}
