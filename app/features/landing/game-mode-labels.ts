import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GAME_MODE_STATUSES, GAME_PLATFORMS } from '@contracts/game-mode';

/**
 * A game mode's platform and status badges in the page's language (the stored values stay English).
 * Their own context: "Mobile" the platform is not "Mobile" the menu's name.
 */
export const PLATFORM_LABELS: Record<(typeof GAME_PLATFORMS)[number], MessageDescriptor> = {
  PC: msg({ message: 'PC', context: 'game mode badge' }),
  Mobile: msg({ message: 'Mobile', context: 'game mode badge' }),
  'Board Game': msg({ message: 'Board Game', context: 'game mode badge' }),
};

export const STATUS_LABELS: Record<(typeof GAME_MODE_STATUSES)[number], MessageDescriptor> = {
  Available: msg({ message: 'Available', context: 'game mode badge' }),
  'Coming Soon': msg({ message: 'Coming Soon', context: 'game mode badge' }),
  'In Development': msg({ message: 'In Development', context: 'game mode badge' }),
};
