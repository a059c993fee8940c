import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, MessageSquare, Volume2, VolumeX } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { usePageLocale } from '~/lib/use-page-locale';

const floating =
  'fixed z-40 inline-flex items-center gap-2 rounded-full border border-bone-100/20 bg-black/55 text-sm font-semibold text-bone-50 backdrop-blur-sm transition-colors hover:border-blood-500 hover:bg-blood-900/70';

/** The thin red bar at the top: overall scroll progress (its fill is set while scrolling). */
export function StoryProgressBar({ fillRef }: { fillRef: Ref<HTMLDivElement> }) {
  const { t } = useLingui();
  return (
    <div
      role="progressbar"
      aria-label={t`Story progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-black/40"
    >
      <div
        ref={fillRef}
        className="h-full origin-left scale-x-0 bg-blood-500 shadow-[0_0_8px_rgba(200,30,30,0.8)]"
      />
    </div>
  );
}

export function HomeLink() {
  const { localize } = usePageLocale();
  return (
    <Link to={localize('/')} className={`${floating} top-4 left-4 h-10 px-4`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Home</Trans>
    </Link>
  );
}

/**
 * Muted at first; a toggle button announced as pressed while the sound is off. Disabled until the
 * app runs: only the app can turn the sound on.
 */
export function MuteButton({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-pressed={muted}
      aria-label={t`Mute`}
      disabled={!hydrated}
      onClick={onToggle}
      className={`${floating} top-4 right-4 size-10 justify-center disabled:pointer-events-none disabled:opacity-45`}
    >
      {muted ? (
        <VolumeX aria-hidden="true" className="size-5" />
      ) : (
        <Volume2 aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}

/** The spec gives it no action; it is still a real, focusable button rather than a dead element. */
export function FeedbackButton() {
  return (
    <button type="button" className={`${floating} right-4 bottom-4 h-10 px-4`}>
      <MessageSquare aria-hidden="true" className="size-4" />
      <Trans>Feedback</Trans>
    </button>
  );
}
