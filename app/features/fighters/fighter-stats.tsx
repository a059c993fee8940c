import { useLingui } from '@lingui/react/macro';
import { Footprints, Heart, Shield, Swords } from 'lucide-react';
import type { Fighter } from '@contracts/fighter';

/** The four stats of docs/public-screens.md §2: Attack dice, Defense dice, HP, Mobility. */
export function FighterStats({ stats }: { stats: Fighter['stats'] }) {
  const { t } = useLingui();
  const items = [
    { label: t`Attack dice`, value: stats.attackDice, Icon: Swords },
    { label: t`Defense dice`, value: stats.defenseDice, Icon: Shield },
    { label: t`HP`, value: stats.baseHP, Icon: Heart },
    { label: t`Mobility`, value: stats.baseMobility, Icon: Footprints },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-sm border border-ink-700/80 bg-ink-950/70 px-3.5 py-3 backdrop-blur-sm"
        >
          <dt className="flex items-center gap-1.5 text-[10px] font-semibold tracking-[0.12em] whitespace-nowrap text-bone-300 uppercase">
            <Icon aria-hidden="true" className="size-3.5 text-blood-400" />
            {label}
          </dt>
          <dd className="font-display text-2xl font-black text-bone-50">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
