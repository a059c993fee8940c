import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

/**
 * A navigation label for a section that does not exist yet: it does nothing, and says
 * 'Coming Soon' on hover and on keyboard focus (it stays focusable so keyboard users get the hint).
 */
export function SiteComingSoon({ label }: { label: string }) {
  const hintId = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={hintId}
        className="cursor-default rounded-sm px-2.5 py-2 text-[13px] font-semibold tracking-[0.14em] whitespace-nowrap text-bone-500 2xl:px-3"
      >
        {label}
      </button>
      <span
        id={hintId}
        role="tooltip"
        className="pointer-events-none invisible absolute top-full left-1/2 z-50 mt-1 -translate-x-1/2 rounded-sm border border-blood-700/70 bg-ink-850 px-2.5 py-1 text-[11px] font-semibold tracking-[0.12em] whitespace-nowrap text-bone-100 uppercase opacity-0 shadow-lg shadow-black/60 transition-opacity group-hover:visible group-hover:opacity-100 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100"
      >
        <Trans>Coming Soon</Trans>
      </span>
    </span>
  );
}
