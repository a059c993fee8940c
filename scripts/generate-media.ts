/**
 * Generates the placeholder media of the site (docs/decisions/0005-placeholder-media.md): fighter
 * portraits and clips, ability clips, chapter and landing videos, their posters, the placeholder
 * image, the social card and the favicon, at the paths of contracts/media-paths.ts.
 *
 *   npm run media                      # from server/db/seed/fighters.ts
 *   npm run media -- --seed=<file.ts>  # from another module exporting SEED_FIGHTERS
 *   npm run media -- --prune           # also delete files under public/images|videos not made by this run
 *   npm run media -- --posters-only    # only the posters again, from the clips already there
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import {
  LANDING_BACKGROUND_VIDEOS,
  PLACEHOLDER_IMAGE,
  abilityVideoPath,
  chapterVideoPath,
  fighterImagePath,
  fighterVideoPath,
  jpegPosterFor,
  posterFor,
} from '../contracts/media-paths';
import { faviconSvg, ogSvg, placeholderSvg, portraitSvg } from './media/art';
import { type Scene, checkFfmpeg, grabFrame, limiter, renderScene } from './media/ffmpeg';
import { CHAPTERS, DEFAULT_SEED, loadFighters } from './media/input';
import { motifShape } from './media/motifs';
import { LayerCache, abilityScene, backgroundScene, chapterScene, fighterScene } from './media/videos';

const PUBLIC = 'public';
const MAX_TOTAL = 25 * 1024 * 1024;
const MAX_PORTRAIT = 60 * 1024;
const POSTER_QUALITY = 70;

type Kind =
  'portrait' | 'image' | 'fighter video' | 'ability video' | 'chapter video' | 'background video' | 'poster';
const made: { kind: Kind; file: string; bytes: number }[] = [];
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const local = (sitePath: string) => join(PUBLIC, ...sitePath.split('/').filter(Boolean));

async function record(kind: Kind, file: string) {
  const { size } = await stat(file);
  if (size === 0) throw new Error(`${file} was written empty`);
  made.push({ kind, file, bytes: size });
  return size;
}

async function writeImage(kind: Kind, sitePath: string, svg: string, format: 'png' | 'jpg') {
  const file = local(sitePath);
  await mkdir(dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg));
  await (
    format === 'png'
      ? img.png({ palette: true, quality: 80, effort: 10 })
      : img.jpeg({ quality: 80, mozjpeg: true })
  ).toFile(file);
  await record(kind, file);
  // Pages offer the WebP beside each PNG (a quarter of its bytes) to browsers that take it.
  if (format === 'png') {
    const webp = file.replace(/\.png$/, '.webp');
    await sharp(file).webp({ quality: 80, effort: 6 }).toFile(webp);
    await record(kind, webp);
  }
}

/** A clip's two posters from the same frame (contracts/media-paths.ts): WebP for pages, JPEG for previews. */
async function writePosters(clip: string, sitePath: string, at: number) {
  const frame = await grabFrame(clip, at);
  const webp = local(posterFor(sitePath));
  await sharp(frame).webp({ quality: POSTER_QUALITY, effort: 6 }).toFile(webp);
  await record('poster', webp);
  const jpeg = local(jpegPosterFor(sitePath));
  await sharp(frame).jpeg({ quality: POSTER_QUALITY, mozjpeg: true }).toFile(jpeg);
  await record('poster', jpeg);
}

async function writeStillImages(fighters: Awaited<ReturnType<typeof loadFighters>>) {
  await writeImage('image', PLACEHOLDER_IMAGE, placeholderSvg(), 'png');
  await writeImage('image', '/images/og-default.jpg', ogSvg(fighters.length), 'jpg');
  await writeFile(join(PUBLIC, 'favicon.svg'), faviconSvg());
  await record('image', join(PUBLIC, 'favicon.svg'));
  for (const f of fighters) await writeImage('portrait', fighterImagePath(f.name), portraitSvg(f), 'png');
  console.log(`${fighters.length + 3} images written`);
}

interface VideoJob {
  kind: Kind;
  sitePath: string;
  posterAt: number;
  scene: (out: string) => Promise<Scene>;
}

async function main() {
  const args = process.argv.slice(2);
  const seed = args.find((a) => a.startsWith('--seed='))?.slice('--seed='.length) ?? DEFAULT_SEED;
  const prune = args.includes('--prune');
  const postersOnly = args.includes('--posters-only');
  const unknown = args.filter((a) => !a.startsWith('--seed=') && a !== '--prune' && a !== '--posters-only');
  if (unknown.length)
    throw new Error(
      `Unknown option(s): ${unknown.join(' ')} (use --seed=<file.ts>, --prune or --posters-only)`,
    );
  if (prune && postersOnly)
    throw new Error('--prune needs a full run: --posters-only writes the posters alone');

  console.log(`Using ${checkFfmpeg()}`);
  const fighters = await loadFighters(seed);
  console.log(
    `${fighters.length} fighters and ${fighters.reduce((n, f) => n + f.abilities.length, 0)} abilities from ${seed}`,
  );
  for (const f of fighters) {
    if (!motifShape(f.motif).matched)
      console.warn(`! ${f.name}: no drawn shape for motif "${f.motif}", using a rune sigil made from it`);
    if (f.abilities.length === 0) console.warn(`! ${f.name} has no abilities, so no ability clips`);
  }

  const started = Date.now();
  const tmp = await mkdtemp(join(tmpdir(), 'bm-media-'));
  try {
    // Still images.
    if (!postersOnly) await writeStillImages(fighters);

    // Videos, each followed by its poster; at most two ffmpeg processes at a time.
    const cache = new LayerCache(tmp);
    const jobs: VideoJob[] = [
      ...fighters.map((f): VideoJob => ({
        kind: 'fighter video',
        sitePath: fighterVideoPath(f.name),
        posterAt: 2,
        scene: (o) => fighterScene(f, o, cache),
      })),
      ...CHAPTERS.map((c): VideoJob => ({
        kind: 'chapter video',
        sitePath: chapterVideoPath(c.number),
        posterAt: 3.5,
        scene: (o) => chapterScene(c, o, cache),
      })),
      ...LANDING_BACKGROUND_VIDEOS.map((p, i): VideoJob => ({
        kind: 'background video',
        sitePath: p,
        posterAt: 0,
        scene: (o) => backgroundScene(i + 1, o, cache),
      })),
      ...fighters.flatMap((f) =>
        f.abilities.map((a): VideoJob => ({
          kind: 'ability video',
          sitePath: abilityVideoPath(f.name, a.name),
          posterAt: 1,
          scene: (o) => abilityScene(f, a, o, cache),
        })),
      ),
    ];
    const run = limiter(2);
    let done = 0;
    await Promise.all(
      jobs.map((job) =>
        run(async () => {
          const out = local(job.sitePath);
          await mkdir(dirname(out), { recursive: true });
          if (!postersOnly) await renderScene(await job.scene(out));
          const size = await record(job.kind, out);
          await writePosters(out, job.sitePath, job.posterAt);
          console.log(`[${++done}/${jobs.length}] ${job.sitePath} ${kb(size)}`);
        }),
      ),
    );
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }

  await report(prune, postersOnly, (Date.now() - started) / 1000);
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

async function report(prune: boolean, postersOnly: boolean, seconds: number) {
  const kinds = [...new Set(made.map((m) => m.kind))];
  console.log(`\nGenerated ${made.length} files in ${seconds.toFixed(0)} s:`);
  for (const k of kinds) {
    const of = made.filter((m) => m.kind === k);
    const bytes = of.reduce((n, m) => n + m.bytes, 0);
    const big = of.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(
      `  ${String(of.length).padStart(3)} ${k.padEnd(17)} ${mb(bytes).padStart(9)}  (largest ${kb(big.bytes)})`,
    );
  }

  const ours = new Set(made.map((m) => m.file));
  // A posters-only run leaves the rest in place: nothing else is stale for it.
  const stale = postersOnly
    ? []
    : (await Promise.all(['images', 'videos'].map((d) => walk(join(PUBLIC, d)))))
        .flat()
        .filter((f) => !ours.has(f));
  for (const f of stale) {
    if (prune) await rm(f);
    console.warn(
      `! ${prune ? 'deleted' : 'not made by this run (delete with --prune)'}: ${relative('.', f)}`,
    );
  }

  const all = (await Promise.all(['images', 'videos'].map((d) => walk(join(PUBLIC, d))))).flat();
  const total = (await Promise.all(all.map((f) => stat(f)))).reduce((n, s) => n + s.size, 0);
  console.log(
    `Total under public/images and public/videos: ${mb(total)} in ${all.length} files (limit ${mb(MAX_TOTAL)})`,
  );

  const problems: string[] = [];
  if (total >= MAX_TOTAL) problems.push(`the media total ${mb(total)}, over the ${mb(MAX_TOTAL)} budget`);
  for (const m of made)
    if (m.kind === 'portrait' && m.bytes >= MAX_PORTRAIT)
      problems.push(`${m.file} is ${kb(m.bytes)} (limit ${kb(MAX_PORTRAIT)})`);
  if (problems.length) throw new Error(`Size budget exceeded: ${problems.join('; ')}`);
}

main().catch((err: unknown) => {
  console.error(`\n✖ Media generation failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
