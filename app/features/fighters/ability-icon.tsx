import { useState } from 'react';
import { AmbientVideo } from '~/components/ui/ambient-video';
import { clsx } from 'clsx';
import { videoPoster } from '@contracts/media-paths';

/**
 * The small icon of an ability: its looping clip, or the first letter of its name when the clip
 * cannot play. Only the active (or hovered) icon plays; the others show their poster.
 */
export function AbilityIcon({ name, video, active }: { name: string; video: string; active: boolean }) {
  const [failed, setFailed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const letter = name.trim().charAt(0).toUpperCase();

  return (
    <span
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      className={clsx(
        'relative grid size-14 place-items-center overflow-hidden rounded-sm border bg-ink-900 font-display text-xl font-black transition sm:size-16',
        active
          ? 'border-blood-500 text-bone-50 shadow-[0_0_18px_rgba(200,30,30,0.55)]'
          : 'border-ink-600 text-bone-300 group-hover:border-bone-500',
      )}
    >
      {failed ? (
        <span aria-hidden="true">{letter}</span>
      ) : (
        <AmbientVideo
          aria-hidden="true"
          path={video}
          poster={videoPoster(video)}
          playing={active || hovered}
          preload={active ? 'metadata' : 'none'}
          onError={() => setFailed(true)}
          // The tab around it is a link: the clip must not take the tap (a video does, without scripts).
          className={clsx(
            'pointer-events-none absolute inset-0 h-full w-full',
            active ? 'opacity-100' : 'opacity-70',
          )}
        />
      )}
    </span>
  );
}
