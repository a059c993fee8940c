/**
 * A fighter's motif ("skull", "crescent moon", "raven wing"…) drawn as one bold SVG shape in a
 * 100×100 box. The motif text is matched by keyword; a motif no keyword matches gets a rune sigil
 * derived from its text, and the generator reports it, so nothing falls back silently.
 */
import { hash } from './color';

/** fill: the shape colour; hole: the colour of cut-outs (eye sockets, inner flame…). */
type Shape = (fill: string, hole: string) => string;

const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

function star(points: number, outer: number, inner: number, rot = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    pts.push(`${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join(' L')} Z`;
}

const SHAPES: Record<string, Shape> = {
  skull: (f, h) =>
    p('M50 6C26 6 12 23 12 44c0 14 7 22 17 27v17h42V71c10-5 17-13 17-27C88 23 74 6 50 6Z', f) +
    `<ellipse cx="35" cy="46" rx="10" ry="11" fill="${h}"/><ellipse cx="65" cy="46" rx="10" ry="11" fill="${h}"/>` +
    p('M50 58l-6 11h12Z', h) +
    `<rect x="38" y="78" width="4" height="10" fill="${h}"/><rect x="48" y="78" width="4" height="10" fill="${h}"/>` +
    `<rect x="58" y="78" width="4" height="10" fill="${h}"/>`,
  flame: (f, h) =>
    p(
      'M50 4c10 20 30 31 28 58-2 22-16 34-28 34S24 84 22 62c-1-14 8-22 12-34 4 12 8 16 12 18-2-16 0-28 4-42Z',
      f,
    ) + p('M50 52c6 10 14 16 13 27-1 9-7 13-13 13s-12-4-13-13c0-8 5-12 7-18 2 5 4 7 6 8 0-6 0-11 0-17Z', h),
  sword: (f) =>
    p('M50 2l7 12v52h-14V14Z', f) +
    `<rect x="26" y="64" width="48" height="8" rx="3" fill="${f}"/><rect x="45" y="72" width="10" height="16" fill="${f}"/>` +
    `<circle cx="50" cy="92" r="6" fill="${f}"/>`,
  axe: (f) =>
    `<rect x="46" y="8" width="8" height="88" rx="3" fill="${f}"/>` +
    p('M54 14c18 0 34 10 38 30-10-4-18-2-22 4-6 10-4 20 2 26-20 2-30-8-30-8Z', f) +
    p('M46 20c-10 2-18 8-22 18 6-2 12 0 14 6 2 8-2 14-6 18 8 2 14-2 14-2Z', f),
  shield: (f, h) =>
    p('M50 5l37 12-4 40c-4 20-18 32-33 38-15-6-29-18-33-38L13 17Z', f) +
    p('M46 22h8v20h18v8H54v32h-8V50H28v-8h18Z', h),
  moon: (f) => p('M62 6A44 44 0 1 0 94 64 36 36 0 1 1 62 6Z', f),
  eye: (f, h) =>
    p('M4 50C18 26 34 16 50 16s32 10 46 34C82 74 66 84 50 84S18 74 4 50Z', f) +
    `<circle cx="50" cy="50" r="22" fill="${h}"/><ellipse cx="50" cy="50" rx="6" ry="18" fill="${f}"/>`,
  crown: (f, h) =>
    p('M10 80l6-52 18 22 16-34 16 34 18-22 6 52Z', f) +
    `<rect x="10" y="84" width="80" height="8" fill="${f}"/>` +
    `<circle cx="50" cy="64" r="6" fill="${h}"/><circle cx="30" cy="68" r="4" fill="${h}"/><circle cx="70" cy="68" r="4" fill="${h}"/>`,
  wing: (f) =>
    p(
      'M6 62C26 22 66 8 96 12 84 22 74 26 64 28c14 2 22 6 28 10-14 6-24 6-34 6 10 6 16 12 20 18-16 2-30-2-40-6-8 8-20 14-32 6Z',
      f,
    ),
  serpent: (f, h) =>
    stroke('M22 90C4 66 44 58 50 46 56 32 18 32 32 16 42 6 66 8 74 20', f, 12) +
    `<ellipse cx="78" cy="24" rx="11" ry="8" fill="${f}" transform="rotate(40 78 24)"/>` +
    `<circle cx="80" cy="22" r="2.5" fill="${h}"/>`,
  claw: (f) =>
    stroke('M20 12C40 34 44 62 30 90', f, 9) +
    stroke('M44 8C64 32 66 62 52 92', f, 9) +
    stroke('M68 12C86 36 86 64 74 88', f, 9),
  drop: (f, h) =>
    p('M50 4S18 46 18 64c0 18 14 32 32 32s32-14 32-32C82 46 50 4 50 4Z', f) +
    p('M34 62c0 10 6 18 14 20-10 0-18-8-18-18 0-6 2-10 4-14 0 4 0 8 0 12Z', h, 'opacity="0.6"'),
  bolt: (f) => p('M60 2L20 56h26L34 98l48-58H54L68 2Z', f),
  hammer: (f) =>
    `<rect x="46" y="30" width="8" height="66" rx="3" fill="${f}"/>` +
    p('M14 10h72v26H14Z', f) +
    p('M6 14h8v18H6ZM86 14h8v18h-8Z', f),
  sun: (f, h) =>
    p(star(12, 48, 30), f) +
    `<circle cx="50" cy="50" r="20" fill="${h}"/>` +
    `<circle cx="50" cy="50" r="12" fill="${f}"/>`,
  star: (f) => p(star(5, 48, 20), f),
  crystal: (f, h) =>
    p('M50 2L72 30 62 98H38L28 30Z', f) +
    p('M20 40L30 36 36 80 26 84ZM80 40L70 36 64 80 74 84Z', f) +
    p('M50 10L60 30 50 90 40 30Z', h, 'opacity="0.35"'),
  scythe: (f) =>
    `<rect x="58" y="6" width="8" height="90" rx="3" fill="${f}" transform="rotate(12 62 50)"/>` +
    p('M60 10C40 4 16 12 6 34 22 24 40 22 58 26Z', f),
  horns: (f) =>
    p('M44 74C26 72 8 58 8 30c6 14 16 22 30 24-6-10-6-22 0-34 2 18 10 30 20 36Z', f) +
    p('M56 74c18-2 36-16 36-44-6 14-16 22-30 24 6-10 6-22 0-34-2 18-10 30-20 36Z', f) +
    `<circle cx="50" cy="78" r="12" fill="${f}"/>`,
  tree: (f) =>
    stroke(
      'M50 96V46M50 62 30 40M50 54 72 30M30 40 20 22M30 40 36 18M72 30 84 16M72 30 64 10M50 46 48 8',
      f,
      8,
    ) + stroke('M50 96 34 90M50 96 66 90', f, 6),
  hourglass: (f, h) =>
    `<rect x="18" y="4" width="64" height="8" fill="${f}"/><rect x="18" y="88" width="64" height="8" fill="${f}"/>` +
    p('M24 12h52C76 34 56 42 56 50s20 16 20 38H24c0-22 20-30 20-38S24 34 24 12Z', f) +
    p('M36 84h28c-4-10-10-14-14-16-4 2-10 6-14 16Z', h),
  hand: (f) =>
    p(
      'M30 96V50L18 38c-4-4 2-12 8-8l10 10V12c0-6 10-6 10 0v30-34c0-6 10-6 10 0v34-30c0-6 10-6 10 0v34-24c0-6 10-6 10 0v50c0 14-10 24-24 24Z',
      f,
    ),
  arrow: (f) =>
    stroke('M14 86 78 22', f, 7) +
    p('M92 8 84 34 66 16Z', f) +
    stroke('M14 86 8 70M14 86 30 92M22 78 16 62M22 78 38 84', f, 5),
  wave: (f) =>
    stroke('M6 34c14-14 22-14 30 0s16 14 30 0 22-14 30 0', f, 9) +
    stroke('M6 56c14-14 22-14 30 0s16 14 30 0 22-14 30 0', f, 9) +
    stroke('M6 78c14-14 22-14 30 0s16 14 30 0 22-14 30 0', f, 9),
  chain: (f) =>
    `<g fill="none" stroke="${f}" stroke-width="8"><rect x="8" y="38" width="34" height="24" rx="12"/>` +
    `<rect x="33" y="38" width="34" height="24" rx="12" transform="rotate(90 50 50)"/><rect x="58" y="38" width="34" height="24" rx="12"/></g>`,
  spider: (f) =>
    stroke(
      'M50 50 14 20M50 50 8 46M50 50 12 74M50 50 26 94M50 50 86 20M50 50 92 46M50 50 88 74M50 50 74 94',
      f,
      5,
    ) + `<ellipse cx="50" cy="56" rx="14" ry="18" fill="${f}"/><circle cx="50" cy="34" r="10" fill="${f}"/>`,
  mask: (f, h) =>
    p('M10 22c26-10 54-10 80 0 0 40-14 70-40 74C24 92 10 62 10 22Z', f) +
    p('M24 40c6-4 14-4 20 2-6 6-14 6-20-2ZM56 42c6-6 14-6 20-2-6 8-14 8-20 2Z', h) +
    p('M38 72c8 4 16 4 24 0-4 8-20 8-24 0Z', h),
  rose: (f, h) =>
    `<circle cx="50" cy="36" r="26" fill="${f}"/>` +
    stroke('M40 28c4-10 20-10 22 2 2 10-12 14-16 6', h, 4) +
    stroke('M50 62v34M50 80 34 70M50 86 66 76', f, 6),
  key: (f, h) =>
    `<circle cx="50" cy="22" r="18" fill="${f}"/><circle cx="50" cy="22" r="8" fill="${h}"/>` +
    `<rect x="45" y="36" width="10" height="60" fill="${f}"/>` +
    p('M55 70h16v8H55ZM55 84h12v8H55Z', f),
  tower: (f, h) =>
    p('M26 96V30h-6V10h12v8h8v-8h20v8h8v-8h12v20h-6v66Z', f) +
    p('M44 96V74c0-8 12-8 12 0v22ZM46 40h8v14h-8Z', h),
  fang: (f) => p('M14 14h72L76 30 66 90 58 30H42L34 90 24 30Z', f),
  bones: (f) => {
    const bone =
      `<rect x="20" y="44" width="60" height="12" fill="${f}"/><circle cx="18" cy="42" r="9" fill="${f}"/>` +
      `<circle cx="18" cy="58" r="9" fill="${f}"/><circle cx="82" cy="42" r="9" fill="${f}"/><circle cx="82" cy="58" r="9" fill="${f}"/>`;
    return `<g transform="rotate(45 50 50)">${bone}</g><g transform="rotate(-45 50 50)">${bone}</g>`;
  },
  thorn: (f) =>
    stroke('M20 94C20 60 80 62 78 34 76 16 56 10 44 18', f, 8) +
    p(
      'M22 82 6 76 22 70ZM28 70 22 52 38 66ZM44 64 50 82 56 62ZM72 54 90 60 74 46ZM80 30 96 30 80 40ZM60 14 64 0 70 14Z',
      f,
    ),
};

/** Keyword → shape. The first shape whose keyword occurs in the motif text wins. */
const KEYWORDS: [string, string[]][] = [
  ['skull', ['skull', 'death', 'grave', 'lich', 'undead']],
  ['bones', ['bone', 'ossu', 'marrow', 'rib']],
  ['rune', ['rune', 'sigil', 'glyph', 'sign', 'seal']],
  ['flame', ['flame', 'fire', 'ember', 'pyre', 'blaze', 'burn', 'inferno', 'ash', 'cinder', 'phoenix']],
  ['scythe', ['scythe', 'reap', 'sickle']],
  ['sword', ['sword', 'blade', 'sabre', 'saber', 'dagger', 'knife', 'greatsword']],
  ['axe', ['axe', 'cleaver', 'halberd']],
  ['hammer', ['hammer', 'mace', 'maul', 'anvil', 'forge']],
  ['shield', ['shield', 'aegis', 'bulwark', 'ward', 'cross']],
  ['moon', ['moon', 'crescent', 'lunar', 'night']],
  ['sun', ['sun', 'solar', 'dawn', 'radian']],
  ['eye', ['eye', 'vision', 'seer', 'gaze', 'oracle']],
  ['crown', ['crown', 'king', 'queen', 'throne', 'royal']],
  ['wing', ['wing', 'raven', 'crow', 'feather', 'bird', 'angel', 'hawk', 'vulture']],
  ['serpent', ['serpent', 'snake', 'viper', 'wyrm', 'hydra', 'eel']],
  ['fang', ['fang', 'tooth', 'teeth', 'bite', 'vampir', 'jaw']],
  ['claw', ['claw', 'talon', 'slash', 'beast', 'wolf', 'scratch']],
  ['drop', ['drop', 'blood', 'tear', 'vial', 'poison', 'venom', 'potion']],
  ['bolt', ['bolt', 'lightning', 'storm', 'thunder', 'spark']],
  ['crystal', ['crystal', 'ice', 'frost', 'shard', 'gem', 'glass', 'prism']],
  ['horns', ['horn', 'demon', 'devil', 'ram', 'bull', 'minotaur']],
  ['thorn', ['thorn', 'bramble', 'briar', 'vine']],
  ['tree', ['tree', 'root', 'branch', 'antler', 'oak', 'grove']],
  ['hourglass', ['hourglass', 'time', 'sand', 'clock']],
  ['hand', ['hand', 'fist', 'palm', 'gauntlet']],
  ['arrow', ['arrow', 'bow', 'spear', 'lance', 'javelin', 'pike']],
  ['wave', ['wave', 'tide', 'water', 'sea', 'ocean', 'mist', 'wind', 'smoke']],
  ['chain', ['chain', 'shackle', 'link', 'manacle']],
  ['spider', ['spider', 'web', 'arachn']],
  ['mask', ['mask', 'face', 'jester', 'veil']],
  ['rose', ['rose', 'flower', 'bloom', 'lotus', 'petal']],
  ['key', ['key', 'lock']],
  ['tower', ['tower', 'castle', 'keep', 'fortress', 'citadel', 'gate']],
  ['star', ['star', 'comet', 'astral', 'celestial']],
];

export function motifShape(motif: string): { key: string; matched: boolean } {
  const text = motif.toLowerCase();
  // Words match at a word start: 'ash' matches 'ashen' but not 'slash'.
  const has = (w: string) => new RegExp(`(^|[^a-z])${w}`).test(text);
  for (const [key, words] of KEYWORDS) if (words.some(has)) return { key, matched: true };
  return { key: 'rune', matched: false };
}

/** A rune sigil derived from a seed text: a ring, a polygon and crossing strokes. */
export function rune(seed: string, fill: string): string {
  const h = hash(seed);
  const sides = 3 + (h % 4);
  const pts = Array.from({ length: sides }, (_, i) => {
    const a = ((i * 360) / sides - 90 + (h % 30)) * (Math.PI / 180);
    return `${(50 + 34 * Math.cos(a)).toFixed(1)},${(50 + 34 * Math.sin(a)).toFixed(1)}`;
  });
  const spokes = 2 + ((h >> 4) % 3);
  const lines = Array.from({ length: spokes }, (_, i) => {
    const a = (((h >> 8) % 180) + (i * 180) / spokes) * (Math.PI / 180);
    const [dx, dy] = [46 * Math.cos(a), 46 * Math.sin(a)];
    return `M${(50 - dx).toFixed(1)} ${(50 - dy).toFixed(1)}L${(50 + dx).toFixed(1)} ${(50 + dy).toFixed(1)}`;
  });
  return (
    `<circle cx="50" cy="50" r="44" fill="none" stroke="${fill}" stroke-width="6"/>` +
    `<path d="M${pts.join(' L')} Z" fill="none" stroke="${fill}" stroke-width="7" stroke-linejoin="round"/>` +
    stroke(lines.join(''), fill, 5) +
    `<circle cx="50" cy="50" r="8" fill="${fill}"/>`
  );
}

/** The motif's SVG markup in a 100×100 box (no outer <svg>); 'rune' motifs get a sigil of their own text. */
export function motifSvg(motif: string, fill: string, hole: string): string {
  const shape = SHAPES[motifShape(motif).key];
  return shape ? shape(fill, hole) : rune(motif, fill);
}

export const SHAPE_NAMES = Object.keys(SHAPES);
