/** Slugs stay short enough to read in a link and to share. */
export const SLUG_MAX = 80;

/** What a title made only of symbols becomes. */
const FALLBACK = 'post';

// Latin letters that Unicode does not decompose into an ASCII letter plus a mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Cuts at the last dash inside the limit, so a slug does not end in half a word. */
function cut(slug: string, max: number): string {
  const chars = [...slug];
  if (chars.length <= max) return slug;
  const head = chars.slice(0, max).join('');
  const lastDash = head.lastIndexOf('-');
  const atWord = chars[max] === '-' || lastDash < head.length / 2 ? head : head.slice(0, lastDash);
  return atWord.replace(/-+$/, '');
}

/**
 * A Latin letter as ASCII ("é" → "e", "ß" → "ss"); any other character as it is. Only a letter
 * that decomposes into ASCII loses its marks: the kana "が" stays "が", not "か".
 */
function foldLatin(char: string): string {
  if (char <= '\x7f') return char;
  const special = SPECIAL_LETTERS[char];
  if (special) return special;
  const bare = char.normalize('NFKD').replace(/\p{M}+/gu, '');
  return /^[a-z]+$/.test(bare) ? bare : char;
}

/**
 * A post's address from its title (docs/decisions/0053-readable-slugs.md): lower case, words joined
 * by single dashes. Latin titles become ASCII ("Blood & Mayhem: Épisode 1!" →
 * "blood-and-mayhem-episode-1"); letters of other scripts stay themselves ("血と騒乱: 第1章" →
 * "血と騒乱-第1章"), which browsers show as written and links carry percent-encoded.
 */
export function slugify(title: string, max = SLUG_MAX): string {
  const folded = [...title.normalize('NFKC').toLowerCase()]
    .map(foldLatin)
    .join('')
    // A mark left after a Latin letter (the dot of "İ" lower-cased) goes as the letter's own did.
    .replace(/(?<=[a-z])\p{M}+/gu, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '');
  // Letters, their marks (the vowel signs of Devanagari, say) and digits; anything else separates.
  const slug = folded.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return cut(slug, max) || FALLBACK;
}

/**
 * The n-th choice for a slug: base, then base-2, base-3 … The suffix eats into the length limit
 * rather than passing it.
 */
export function slugCandidate(base: string, n: number, max = SLUG_MAX): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cut(base, max - suffix.length) || FALLBACK}${suffix}`;
}
