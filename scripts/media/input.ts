/**
 * What the media are made for: the seeded fighters (server/db/seed/fighters.ts, SEED_FIGHTERS) and
 * the four story chapters. Input is checked up front so a bad entry stops the run with its name.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isHex } from './color';

export interface MediaAbility {
  name: string;
  type: string;
}

export interface MediaFighter {
  name: string;
  role: string;
  primary: string;
  secondary: string;
  motif: string;
  abilities: MediaAbility[];
}

export interface MediaChapter {
  number: number;
  title: string;
  subtitle: string;
  motif: string;
  colors: [string, string];
}

export const CHAPTERS: MediaChapter[] = [
  {
    number: 1,
    title: 'BLOOD & MAYHEM',
    subtitle: 'Chapter 1: The Beginning',
    motif: 'dawn sun',
    colors: ['#2a0606', '#8b0000'],
  },
  {
    number: 2,
    title: 'BLOOD & MAYHEM',
    subtitle: 'Chapter 2: The Awakening',
    motif: 'eye',
    colors: ['#160a16', '#6b1a3a'],
  },
  {
    number: 3,
    title: 'BLOOD & MAYHEM',
    subtitle: 'Chapter 3: The Revelation',
    motif: 'crown',
    colors: ['#0c1014', '#7a1010'],
  },
  {
    number: 4,
    title: 'BLOOD & MAYHEM',
    subtitle: 'Chapter 4: The Legacy',
    motif: 'sword',
    colors: ['#140d06', '#8b2a00'],
  },
];

export const DEFAULT_SEED = 'server/db/seed/fighters.ts';

/** Characters that cannot appear in a file name made from an ability name. */
const BAD_FILE_CHARS = /[/\\\0]/;

function fail(message: string): never {
  throw new Error(`Fighter seed: ${message}`);
}

/** Load and check SEED_FIGHTERS from the seed module (a path relative to the repository root). */
export async function loadFighters(seedPath = DEFAULT_SEED): Promise<MediaFighter[]> {
  const file = resolve(seedPath);
  if (!existsSync(file)) fail(`${seedPath} does not exist; the media are generated from its SEED_FIGHTERS`);
  const mod = (await import(pathToFileURL(file).href)) as { SEED_FIGHTERS?: unknown };
  const list = mod.SEED_FIGHTERS;
  if (!Array.isArray(list) || list.length === 0) fail(`${seedPath} exports no SEED_FIGHTERS list`);

  const seen = new Set<string>();
  return list.map((raw: unknown, i): MediaFighter => {
    const f = raw as Record<string, unknown>;
    // The API stores names in upper case, and the site builds media paths from the stored name.
    const name = typeof f.name === 'string' ? f.name.trim().toUpperCase() : '';
    const where = name ? `fighter ${name}` : `fighter #${i + 1}`;
    if (!name) fail(`${where} has no name`);
    const key = name.replace(/\s+/g, '').toUpperCase();
    if (seen.has(key)) fail(`${where}: two fighters share the file name ${key}`);
    seen.add(key);
    const palette = (f.palette ?? {}) as Record<string, unknown>;
    if (!isHex(palette.primary) || !isHex(palette.secondary)) {
      fail(
        `${where} needs palette.primary and palette.secondary as hex colours (got ${JSON.stringify(f.palette)})`,
      );
    }
    if (typeof f.role !== 'string' || !f.role.trim()) fail(`${where} has no role`);
    if (typeof f.motif !== 'string' || !f.motif.trim()) fail(`${where} has no motif`);
    if (!Array.isArray(f.abilities)) fail(`${where} has no abilities list`);
    const names = new Set<string>();
    const abilities = f.abilities.map((a: Record<string, unknown>, j: number) => {
      const an = typeof a.name === 'string' ? a.name.trim() : '';
      if (!an.trim()) fail(`${where}: ability #${j + 1} has no name`);
      if (BAD_FILE_CHARS.test(an))
        fail(`${where}: ability "${an}" contains a character a file name cannot hold`);
      if (names.has(an)) fail(`${where}: ability "${an}" appears twice`);
      names.add(an);
      return { name: an, type: typeof a.type === 'string' ? a.type : 'Ability' };
    });
    return {
      name,
      role: f.role.trim(),
      primary: palette.primary,
      secondary: palette.secondary,
      motif: f.motif.trim(),
      abilities,
    };
  });
}
