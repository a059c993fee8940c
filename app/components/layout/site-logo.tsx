import { useLingui } from '@lingui/react/macro';
import { Swords } from 'lucide-react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { usePageLocale } from '~/lib/use-page-locale';

/** The wordmark; links home from every page of the public site. */
export function SiteLogo({ className }: { className?: string }) {
  const { t } = useLingui();
  const { localize } = usePageLocale();
  return (
    <Link
      to={localize('/')}
      aria-label={t`Blood & Mayhem, home`}
      className={clsx('group flex shrink-0 items-center gap-2.5 rounded-sm', className)}
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-sm bg-gradient-to-b from-blood-500 to-blood-700 shadow-[0_0_18px_rgba(200,30,30,0.45)] ring-1 ring-blood-400/60"
      >
        <Swords className="size-5 text-bone-50" />
      </span>
      <span
        aria-hidden="true"
        className="font-display text-lg leading-none font-black tracking-[0.14em] text-bone-50 transition-colors group-hover:text-white sm:text-xl"
      >
        BLOOD <span className="text-blood-400">&amp;</span> MAYHEM
      </span>
    </Link>
  );
}
