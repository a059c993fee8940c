import type { Ability, Fighter } from '@contracts/fighter';
import { abilityVideoPath, fighterImagePath, fighterVideoPath } from '@contracts/media-paths';

/** The stored media of a fighter or ability, else the built-in per-name file (docs/public-screens.md §3). */
export const fighterImage = (fighter: Pick<Fighter, 'name' | 'imageUrl'>) =>
  fighter.imageUrl || fighterImagePath(fighter.name);

export const fighterVideo = (fighter: Pick<Fighter, 'name' | 'videoUrl'>) =>
  fighter.videoUrl || fighterVideoPath(fighter.name);

export const abilityVideo = (
  fighter: Pick<Fighter, 'name'>,
  ability: Pick<Ability, 'name' | 'demoVideoUrl'>,
) => ability.demoVideoUrl || abilityVideoPath(fighter.name, ability.name);
