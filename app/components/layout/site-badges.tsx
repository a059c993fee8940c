import { useLingui } from '@lingui/react/macro';
import { Monitor } from 'lucide-react';

/**
 * The age-rating and platform marks of the footer (T, E10+, Steam, PC), drawn as text badges:
 * the studio swaps in the official artwork once its rating certificates are issued.
 */
export function SiteBadges() {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Ratings and platforms`} className="flex flex-wrap items-center gap-3">
      <li>
        <RatingBadge letter="T" caption={t`Teen`} label={t`Rated T for Teen`} />
      </li>
      <li>
        <RatingBadge
          letter="E10+"
          caption={t`Everyone 10+`}
          label={t`Rated E10+ for Everyone 10 and older`}
        />
      </li>
      <li>
        <span
          aria-label={t`Available on Steam`}
          role="img"
          className="inline-flex h-14 items-center gap-2 rounded-sm border border-ink-600 bg-ink-900 px-3 text-bone-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
          >
            <circle cx="12" cy="12" r="10" />
            <circle cx="15.5" cy="9" r="2.5" />
            <circle cx="8.5" cy="15.5" r="1.8" />
            <path d="M10.1 14.6 13.4 10.6" />
          </svg>
          <span className="text-sm font-bold tracking-[0.2em]">STEAM</span>
        </span>
      </li>
      <li>
        <span
          aria-label={t`Available on PC`}
          role="img"
          className="inline-flex h-14 items-center gap-2 rounded-sm border border-ink-600 bg-ink-900 px-3 text-bone-100"
        >
          <Monitor aria-hidden="true" className="size-6" />
          <span className="text-sm font-bold tracking-[0.2em]">PC</span>
        </span>
      </li>
    </ul>
  );
}

function RatingBadge({ letter, caption, label }: { letter: string; caption: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="flex h-14 min-w-12 flex-col overflow-hidden rounded-sm border-2 border-bone-100 bg-ink-950 text-center"
    >
      <span className="grid flex-1 place-items-center text-lg leading-none font-black text-bone-50">
        {letter}
      </span>
      <span className="bg-bone-100 px-0.5 py-px text-[7px] leading-tight font-bold tracking-tight text-ink-950 uppercase">
        {caption}
      </span>
    </span>
  );
}
