import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ABILITY_TYPES, AbilitySubType } from '@contracts/fighter';

/**
 * An ability's type and subType as the page's language names them: they are the game's own
 * vocabulary, kept in the catalogues beside the interface (the stored values stay English).
 */
export const ABILITY_TYPE_LABELS: Record<(typeof ABILITY_TYPES)[number], MessageDescriptor> = {
  Ability: msg`Ability`,
  Spell: msg`Spell`,
};

export const ABILITY_SUB_TYPE_LABELS: Record<AbilitySubType, MessageDescriptor> = {
  Trait: msg`Trait`,
  Positional: msg`Positional`,
  Active: msg`Active`,
  'Impulse 1': msg`Impulse 1`,
  'Impulse 2': msg`Impulse 2`,
  'Impulse 3': msg`Impulse 3`,
};
