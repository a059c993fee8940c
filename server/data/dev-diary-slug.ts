/** Slugs stay short enough to read in a link and to share. */
export const SLUG_MAX = 80;

/** What a title made only of symbols or non-Latin script becomes. */
const FALLBACK = 'post';

// Letters that Unicode does not decompose into an ASCII letter plus a mark.
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
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const lastDash = head.lastIndexOf('-');
  const atWord = slug[max] === '-' || lastDash < max / 2 ? head : head.slice(0, lastDash);
  return atWord.replace(/-+$/, '');
}

/** "Blood & Mayhem: Épisode 1!" → "blood-and-mayhem-episode-1". Lower-case ASCII, digits and dashes. */
export function slugify(title: string, max = SLUG_MAX): string {
  const ascii = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðłþı]/g, (c) => SPECIAL_LETTERS[c] ?? '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '');
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
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
