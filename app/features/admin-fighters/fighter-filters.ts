import type { Fighter } from '@contracts/fighter';

export type FeaturedFilter = 'all' | 'featured' | 'not-featured';

export const FEATURED_FILTERS: { value: FeaturedFilter; label: string }[] = [
  { value: 'all', label: 'All Fighters' },
  { value: 'featured', label: 'Featured Only' },
  { value: 'not-featured', label: 'Not Featured' },
];

export const BIO_PREVIEW_LENGTH = 100;

/** Case-insensitive search over name and role, then the featured filter (docs/back-office-screens.md §5). */
export function filterFighters(fighters: Fighter[], search: string, featured: FeaturedFilter): Fighter[] {
  const needle = search.trim().toLowerCase();
  return fighters.filter((fighter) => {
    if (featured === 'featured' && !fighter.featured) return false;
    if (featured === 'not-featured' && fighter.featured) return false;
    if (!needle) return true;
    return fighter.name.toLowerCase().includes(needle) || fighter.role.toLowerCase().includes(needle);
  });
}

/** The five summary counters, over the whole roster (not the filtered view). */
export function fighterStats(fighters: Fighter[]) {
  const totalHp = fighters.reduce((sum, fighter) => sum + fighter.stats.baseHP, 0);
  return {
    total: fighters.length,
    featured: fighters.filter((fighter) => fighter.featured).length,
    abilities: fighters.reduce((sum, fighter) => sum + fighter.abilities.length, 0),
    averageHp: fighters.length ? (totalHp / fighters.length).toFixed(1) : '0',
    withMedia: fighters.filter((fighter) => fighter.imageUrl || fighter.videoUrl).length,
  };
}

/** The first 100 characters of the bio, with an ellipsis when something was cut. */
export function bioPreview(bio: string) {
  return bio.length > BIO_PREVIEW_LENGTH ? `${bio.slice(0, BIO_PREVIEW_LENGTH).trimEnd()}...` : bio;
}
