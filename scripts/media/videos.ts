/**
 * The recipes of the placeholder videos: which layers each one stacks and how they move.
 * Layers are SVGs rendered to PNG by sharp in a temporary folder; ffmpeg animates and encodes them.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import {
  type ArtFighter,
  abilityGlyphLayer,
  abilityTextSvg,
  backdropSvg,
  chapterTextSvg,
  fighterMotifLayer,
  fighterTitleSvg,
  fogSvg,
  motifLayerSvg,
  slashSvg,
} from './art';
import { BRAND, darken, hash, lighten, mix } from './color';
import type { Layer, Scene } from './ffmpeg';
import type { MediaAbility, MediaChapter, MediaFighter } from './input';
import { motifSvg } from './motifs';

export const SIZES = {
  fighter: { width: 1280, height: 720, duration: 6, fps: 24, crf: 28, gop: 48 },
  ability: { width: 480, height: 270, duration: 2, fps: 24, crf: 29, gop: 48 },
  chapter: { width: 1280, height: 720, duration: 8, fps: 24, crf: 27, gop: 24 },
  background: { width: 1280, height: 720, duration: 8, fps: 24, crf: 28, gop: 48 },
} as const;

/** Renders each layer once per run (abilities of one fighter share a backdrop). */
export class LayerCache {
  private done = new Map<string, Promise<string>>();
  constructor(private dir: string) {}
  png(name: string, svg: () => string): Promise<string> {
    const file = join(this.dir, `${name}.png`);
    let p = this.done.get(file);
    if (!p) {
      p = sharp(Buffer.from(svg()))
        .png({ compressionLevel: 1 })
        .toFile(file)
        .then(() => file);
      this.done.set(file, p);
    }
    return p;
  }
}

const id = (text: string) => hash(text).toString(36);
const art = (f: MediaFighter): ArtFighter => ({ ...f });
/** The smoke colour of a fighter's backdrop: its palette, muted so the clip stays dark. */
const smoke = (f: MediaFighter) => darken(mix(f.primary, f.secondary, 0.4), 0.25);

/** Rising embers on a tile twice the frame height whose halves match, so a vertical scroll loops. */
function embersSvg(w: number, h: number, seed: number, count: number): string {
  let s = seed >>> 0;
  const rnd = () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y, r, o] = [rnd() * w, rnd() * h, 2 + rnd() * 3, 0.4 + rnd() * 0.6];
    const c = rnd() > 0.5 ? BRAND.ember : '#ff7a2a';
    for (const dy of [0, h])
      dots.push(
        `<circle cx="${x.toFixed(1)}" cy="${(y + dy).toFixed(1)}" r="${r.toFixed(1)}" fill="${c}" opacity="${o.toFixed(2)}"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h * 2}"><defs><filter id="b"><feGaussianBlur stdDeviation="1.5"/></filter></defs><g filter="url(#b)">${dots.join('')}</g></svg>`;
}

export async function fighterScene(f: MediaFighter, out: string, cache: LayerCache): Promise<Scene> {
  const { width: W, height: H } = SIZES.fighter;
  const k = id(f.name);
  const [bw, bh] = [Math.round(W * 1.25), Math.round(H * 1.25)];
  const layers: Layer[] = [
    {
      file: await cache.png(`f-${k}-bg`, () =>
        backdropSvg(bw, bh, darken(f.primary, 0.5), smoke(f), hash(f.name)),
      ),
      pan: { x: `40+t*40`, y: `${(bh - H) / 2}+40*sin(t*0.8)` },
    },
    {
      file: await cache.png(`f-${k}-fog`, () => fogSvg(bw, bh, BRAND.ink, hash(f.name) + 5, 0.5)),
      pan: { x: `${bw - W - 40}-t*40`, y: `${(bh - H) / 2}` },
    },
    {
      file: await cache.png(`f-${k}-motif`, () => fighterMotifLayer(art(f), Math.round(H * 0.75))),
      scale: 'iw*(1+0.04*sin(2*PI*t/3))',
      x: 'W*0.76-w/2+16*sin(t*1.3)',
      y: 'H*0.5-h/2+10*sin(t*1.7)',
      fadeIn: [0, 0.6],
    },
    {
      file: await cache.png(`f-${k}-slash`, () => slashSvg(W, H, lighten(f.secondary, 0.1))),
      x: '-W+(mod(t,3)-1.2)*4*W',
      enable: 'between(mod(t,3),1.2,1.7)',
    },
    { file: await cache.png(`f-${k}-title`, () => fighterTitleSvg(art(f), W, H)), fadeIn: [0.3, 0.8] },
  ];
  return { out, ...SIZES.fighter, layers };
}

export async function abilityScene(
  f: MediaFighter,
  a: MediaAbility,
  out: string,
  cache: LayerCache,
): Promise<Scene> {
  const { width: W, height: H } = SIZES.ability;
  const [bw, bh] = [Math.round(W * 1.25), Math.round(H * 1.25)];
  const k = id(f.name);
  const spell = /spell/i.test(a.type);
  const glyph = spell ? lighten(f.secondary, 0.3) : BRAND.bone;
  const ka = id(`${f.name}/${a.name}`);
  const layers: Layer[] = [
    {
      file: await cache.png(`a-${k}-bg`, () =>
        backdropSvg(bw, bh, darken(f.primary, 0.5), smoke(f), hash(f.name) + 1),
      ),
      pan: { x: `${(bw - W) / 2}+${(bw - W) / 2}*sin(PI*t)`, y: `${(bh - H) / 2}` },
    },
    {
      file: await cache.png(`a-${ka}-glyph`, () =>
        abilityGlyphLayer(`${f.name}/${a.name}`, glyph, spell ? f.secondary : BRAND.ember, 170),
      ),
      scale: 'iw*(0.92+0.1*sin(PI*t))',
      rotate: `${hash(a.name) % 2 ? '' : '-'}PI*t/4`,
      x: '(W-w)/2',
      y: '(H-h)/2-18',
    },
    { file: await cache.png(`a-${ka}-text`, () => abilityTextSvg(a.name, f.name, W, H)) },
  ];
  return { out, ...SIZES.ability, layers };
}

export async function chapterScene(c: MediaChapter, out: string, cache: LayerCache): Promise<Scene> {
  const { width: W, height: H, duration: D } = SIZES.chapter;
  const [bw, bh] = [Math.round(W * 1.3), Math.round(H * 1.3)];
  const [dark, light] = c.colors;
  const seed = 1000 + c.number * 37;
  const layers: Layer[] = [
    {
      file: await cache.png(`c-${c.number}-bg`, () => backdropSvg(bw, bh, dark, light, seed)),
      pan: { x: `t*${(bw - W) / D}`, y: `${(bh - H) / 2}+30*sin(t/2)` },
    },
    {
      file: await cache.png(`c-${c.number}-fog`, () => fogSvg(bw, bh, '#b8aca0', seed + 3, 0.22)),
      pan: { x: `${bw - W}-t*${(bw - W) / D}`, y: `${bh - H}-t*10` },
    },
    {
      file: await cache.png(`c-${c.number}-sigil`, () =>
        motifLayerSvg(300, motifSvg(c.motif, light, dark), light),
      ),
      scale: `iw*(0.9+0.02*t)`,
      x: '(W-w)/2',
      y: 'H*0.23-h/2',
      fadeIn: [0.2, 2],
    },
    {
      file: await cache.png(`c-${c.number}-embers`, () => embersSvg(W, H, seed, 70)),
      pan: { x: '0', y: `${H}-t*${H / D}` },
    },
    {
      file: await cache.png(`c-${c.number}-text`, () => chapterTextSvg(c.title, c.subtitle, W, H)),
      fadeIn: [1, 1.5],
      fadeOut: [D - 1.6, 1],
    },
  ];
  return { out, ...SIZES.chapter, layers, fadeBlack: true };
}

const BACKGROUNDS: { dark: string; light: string; fog: string; embers: number }[] = [
  { dark: '#1a0404', light: '#6e0b0b', fog: '#2a0a0a', embers: 0 },
  { dark: '#0b0a0c', light: '#2e2829', fog: '#5a524c', embers: 40 },
  { dark: '#120604', light: '#5a1606', fog: '#1a0a06', embers: 90 },
];

/** Landing backgrounds: dark, slow, no text; every motion has an 8 s period so the clip loops. */
export async function backgroundScene(n: number, out: string, cache: LayerCache): Promise<Scene> {
  const { width: W, height: H, duration: D } = SIZES.background;
  const b = BACKGROUNDS[n - 1];
  if (!b) throw new Error(`No recipe for landing background ${n}`);
  const [bw, bh] = [Math.round(W * 1.25), Math.round(H * 1.25)];
  const [mx, my] = [(bw - W) / 2, (bh - H) / 2];
  const w = `2*PI*t/${D}`;
  const layers: Layer[] = [
    {
      file: await cache.png(`b-${n}-bg`, () => backdropSvg(bw, bh, b.dark, b.light, 500 + n)),
      pan: { x: `${mx}+${mx * 0.8}*sin(${w})`, y: `${my}+${my * 0.6}*sin(2*${w})` },
    },
    {
      file: await cache.png(`b-${n}-fog`, () => fogSvg(bw, bh, b.fog, 600 + n, 0.35)),
      pan: { x: `${mx}-${mx * 0.8}*sin(${w})`, y: `${my}+${my * 0.6}*cos(${w})` },
    },
  ];
  if (b.embers)
    layers.push({
      file: await cache.png(`b-${n}-embers`, () => embersSvg(W, H, 700 + n, b.embers)),
      pan: { x: '0', y: `${H}-t*${H / D}` },
    });
  return { out, ...SIZES.background, layers };
}
