import type { RosterStats } from './roster';

/** Total Fighters, Total Abilities, Avg Abilities per Fighter, Avg Base HP (rounded). */
export function RosterStatsFooter({ stats }: { stats: RosterStats }) {
  const items = [
    { label: 'Total Fighters', value: stats.totalFighters },
    { label: 'Total Abilities', value: stats.totalAbilities },
    { label: 'Avg Abilities per Fighter', value: stats.avgAbilities },
    { label: 'Avg Base HP', value: stats.avgBaseHP },
  ];
  return (
    <section aria-label="Roster statistics" className="mt-16 border-t border-ink-800 pt-10">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse items-center gap-1 rounded-sm border border-ink-700 bg-ink-900/70 px-4 py-6 text-center"
          >
            <dt className="text-xs font-semibold tracking-[0.14em] text-bone-500 uppercase">{item.label}</dt>
            <dd className="font-display text-3xl font-black text-bone-50 sm:text-4xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
