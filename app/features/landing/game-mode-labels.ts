import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GAME_MODE_STATUSES, GAME_PLATFORMS } from '@contracts/game-mode';

/** A game mode's platform and status badges in the page's language (the stored values stay English). */
export const PLATFORM_LABELS: Record<(typeof GAME_PLATFORMS)[number], MessageDescriptor> = {
  PC: msg`PC`,
  Mobile: msg`Mobile`,
  'Board Game': msg`Board Game`,
};

export const STATUS_LABELS: Record<(typeof GAME_MODE_STATUSES)[number], MessageDescriptor> = {
  Available: msg`Available`,
  'Coming Soon': msg`Coming Soon`,
  'In Development': msg`In Development`,
};
