import { Dices, Monitor, Smartphone } from 'lucide-react';
import type { GameMode } from '@contracts/game-mode';

const ICONS = { PC: Monitor, Mobile: Smartphone, 'Board Game': Dices } as const;

/** The platform's icon with its name for screen readers. */
export function PlatformIcon({ platform }: { platform: GameMode['platform'] }) {
  const Icon = ICONS[platform];
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-md border border-blood-700 bg-blood-900/50 text-blood-400">
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{platform}</span>
    </span>
  );
}
