import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { GameMode } from '@contracts/game-mode';
import { Trans } from '@lingui/react/macro';
import { GameModeCard } from './game-mode-card';

/** The title and the three game cards of the landing page. */
export function GameModesSection({ modes }: { modes: InLocale<GameMode>[] }) {
  return (
    <section
      aria-labelledby="game-modes-title"
      className="mx-auto w-full max-w-7xl px-4 py-20 render-when-near-[1700px] md:render-when-near-[900px] sm:px-6 lg:py-28"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-blood-400 uppercase">
          <Trans>Three ways to fight</Trans>
        </p>
        <h2
          id="game-modes-title"
          className="mt-3 font-display text-3xl font-black tracking-wide text-bone-50 sm:text-5xl"
        >
          <Trans>Choose Your Battlefield</Trans>
        </h2>
        <p className="mt-4 text-bone-300">
          <Trans>One roster and one story, on your desk, in your hand and across your table.</Trans>
        </p>
      </div>
      {modes.length > 0 ? (
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {modes.map((mode) => (
            <li key={mode.id}>
              <GameModeCard mode={mode} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 text-center text-bone-500">
          <Trans>New ways to play will be announced soon.</Trans>
        </p>
      )}
    </section>
  );
}
