import { useLingui } from '@lingui/react/macro';
import { usePageLocale } from '~/lib/use-page-locale';
import type { RosterStats } from './roster';

/**
 * An average as rosterStats writes it ("4.3", "0"), with the page's decimal sign ("4,3" in French)
 * and as many decimals as it has.
 */
function localDecimal(value: string, locale: string) {
  const digits = value.split('.')[1]?.length ?? 0;
  return decimalFormat(locale, digits).format(Number(value));
}

// Making an Intl.NumberFormat costs far more than using one: each is made once per process.
const formats = new Map<string, Intl.NumberFormat>();
function decimalFormat(locale: string, digits: number) {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, format);
  }
  return format;
}

/** Total Fighters, Total Abilities, Avg Abilities per Fighter, Avg Base HP (rounded). */
export function RosterStatsFooter({ stats }: { stats: RosterStats }) {
  const { t } = useLingui();
  const { locale } = usePageLocale();
  const items = [
    { label: t`Total Fighters`, value: stats.totalFighters },
    { label: t`Total Abilities`, value: stats.totalAbilities },
    { label: t`Avg Abilities per Fighter`, value: localDecimal(stats.avgAbilities, locale) },
    { label: t`Avg Base HP`, value: stats.avgBaseHP },
  ];
  return (
    <section aria-label={t`Roster statistics`} className="mt-16 border-t border-ink-800 pt-10">
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
