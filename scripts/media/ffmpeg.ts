/**
 * ffmpeg plumbing: a presence check, a runner limited to two processes at once, and a "scene"
 * (a stack of still PNG layers, each panned, scaled, rotated or faded over time) turned into an
 * H.264 MP4 with a filter graph.
 */
import { spawn, spawnSync } from 'node:child_process';

const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';

/** Fails with a clear message when ffmpeg or its H.264 encoder is missing. */
export function checkFfmpeg(): string {
  const res = spawnSync(FFMPEG, ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) {
    throw new Error(
      `ffmpeg was not found (tried "${FFMPEG}"). The placeholder videos need it: install it with apt-get install -y ffmpeg`,
    );
  }
  if (!/\blibx264\b/.test(res.stdout)) {
    throw new Error(
      'This ffmpeg has no libx264 encoder: install the distribution build with apt-get install -y ffmpeg',
    );
  }
  const version = spawnSync(FFMPEG, ['-version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? '';
  return version.replace(/ Copyright.*/, '');
}

/** Run ffmpeg; resolve with stdout, reject with the tail of stderr. */
export function ffmpeg(args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args]);
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`ffmpeg exited with ${code}: ${err.trim().split('\n').slice(-6).join('\n')}`)),
    );
  });
}

/** A limiter: at most `n` tasks run at once (two ffmpeg processes on a two-core machine). */
export function limiter(n: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= n) await new Promise<void>((r) => queue.push(r));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

export interface Layer {
  file: string;
  /** Crop a W×H window out of a larger image at these (time-dependent) offsets. */
  pan?: { x: string; y: string };
  /** Overlay position (ffmpeg overlay expressions: W, H, w, h, t). Default 0,0. */
  x?: string;
  y?: string;
  /** Width as an expression of iw and t, re-evaluated every frame (height follows). */
  scale?: string;
  /** Rotation angle in radians as an expression of t. */
  rotate?: string;
  fadeIn?: [number, number];
  fadeOut?: [number, number];
  enable?: string;
}

export interface Scene {
  out: string;
  width: number;
  height: number;
  duration: number;
  fps: number;
  crf: number;
  /** Keyframe interval in frames (short for videos that are scrubbed). */
  gop: number;
  layers: Layer[];
  /** Fade the whole picture from and to black. */
  fadeBlack?: boolean;
}

function layerChain(l: Layer, s: Scene, base: boolean): string {
  // The still is decoded once and repeated by the loop filter (cheaper than re-reading it per frame).
  const f = [
    `loop=loop=-1:size=1:start=0`,
    `trim=duration=${s.duration}`,
    base ? 'format=rgb24' : 'format=rgba',
  ];
  if (l.pan) f.push(`crop=${s.width}:${s.height}:x='${l.pan.x}':y='${l.pan.y}'`);
  if (l.scale) f.push(`scale=w='${l.scale}':h=-1:eval=frame`);
  if (l.rotate) f.push(`rotate=a='${l.rotate}':c=none`);
  if (l.fadeIn) f.push(`fade=t=in:st=${l.fadeIn[0]}:d=${l.fadeIn[1]}:alpha=1`);
  if (l.fadeOut) f.push(`fade=t=out:st=${l.fadeOut[0]}:d=${l.fadeOut[1]}:alpha=1`);
  return f.join(',');
}

/** The ffmpeg arguments that render a scene. */
export function sceneArgs(s: Scene): string[] {
  const inputs = s.layers.flatMap((l) => ['-framerate', String(s.fps), '-i', l.file]);
  const graph: string[] = [];
  s.layers.forEach((l, i) => {
    graph.push(`[${i}:v]${layerChain(l, s, i === 0)}[l${i}]`);
    if (i === 0) return;
    const enable = l.enable ? `:enable='${l.enable}'` : '';
    graph.push(
      `[${i === 1 ? 'l0' : `b${i - 1}`}][l${i}]overlay=x='${l.x ?? 0}':y='${l.y ?? 0}':format=auto${enable}[b${i}]`,
    );
  });
  const last = s.layers.length > 1 ? `b${s.layers.length - 1}` : 'l0';
  const tail = ['setsar=1'];
  if (s.fadeBlack) tail.push('fade=t=in:st=0:d=0.8', `fade=t=out:st=${s.duration - 0.8}:d=0.8`);
  tail.push('format=yuv420p');
  graph.push(`[${last}]${tail.join(',')}[v]`);
  return [
    ...inputs,
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[v]',
    '-an',
    '-t',
    String(s.duration),
    '-r',
    String(s.fps),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(s.crf),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(s.gop),
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-y',
    s.out,
  ];
}

export const renderScene = (s: Scene) => ffmpeg(sceneArgs(s));

/** One decoded frame of a video as PNG bytes (for its poster). */
export const grabFrame = (video: string, at: number) =>
  ffmpeg(['-ss', String(at), '-i', video, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-']);
