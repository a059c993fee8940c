import { postPath } from '@contracts/post-path';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { FighterHistoryEntry, HistoryChange } from '@contracts/fighter-history';
import { type ChangeLine, describeChange, formatEntryDate } from './patch-history-format';

const TREND = {
  buff: { arrow: '▲', word: 'buff', className: 'text-emerald-400' },
  nerf: { arrow: '▼', word: 'nerf', className: 'text-blood-400' },
} as const;

function Change({ line }: { line: ChangeLine }) {
  const name = (ability: string) => <strong className="font-semibold text-bone-50">{ability}</strong>;
  switch (line.kind) {
    case 'stat': {
      const trend = line.trend ? TREND[line.trend] : null;
      return (
        <span className={clsx('inline-flex flex-wrap items-baseline gap-x-1.5', trend?.className)}>
          {trend ? <span aria-hidden="true">{trend.arrow}</span> : null}
          <span className="font-semibold">{line.label}</span>
          <span>
            {line.from} → {line.to}
          </span>
          {trend ? <span className="sr-only">({trend.word})</span> : null}
        </span>
      );
    }
    case 'added':
      return <span>New ability: {name(line.ability)}</span>;
    case 'removed':
      return <span>Removed ability: {name(line.ability)}</span>;
    case 'renamed':
      return (
        <span>
          {name(line.ability)} renamed to {name(line.to)}
        </span>
      );
    case 'property':
      return (
        <span>
          {name(line.ability)}: {line.label} {line.from} → {line.to}
        </span>
      );
    case 'description':
      return (
        <span>
          {name(line.ability)} now reads: <q className="text-bone-300">{line.to}</q>
        </span>
      );
    default:
      return (
        <span>
          {line.field}: {line.from} → {line.to}
        </span>
      );
  }
}

/** The changes of one entry, one line each (also used by the back office's labelling dialog). */
export function ChangeList({ changes, className }: { changes: HistoryChange[]; className?: string }) {
  return (
    <ul className={clsx('flex flex-col gap-1.5 text-sm leading-relaxed text-bone-100', className)}>
      {changes.map((change, index) => (
        <li key={index}>
          <Change line={describeChange(change)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The fighter's balance changes, newest first, under the profile. Rendered from the page loader's
 * data, so it costs no request of its own; nothing is shown while there is no history.
 */
export function PatchHistory({ entries }: { entries: FighterHistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="patch-history-heading" className="mt-16 max-w-3xl">
      <h2
        id="patch-history-heading"
        className="font-display text-xl font-bold tracking-[0.2em] text-bone-50 uppercase"
      >
        Patch history
      </h2>
      <ol className="mt-5 flex flex-col gap-4">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="rounded-sm border border-ink-700/80 bg-ink-950/80 px-4 py-3.5 backdrop-blur-sm"
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              {entry.version ? (
                <span className="font-display text-base font-bold tracking-wide text-bone-50">
                  Patch {entry.version}
                </span>
              ) : null}
              <time dateTime={entry.at} className="text-xs tracking-[0.12em] text-bone-300 uppercase">
                {formatEntryDate(entry.at)}
              </time>
              {entry.post ? (
                <Link
                  to={postPath(entry.post.slug)}
                  title={entry.post.title}
                  className="ml-auto rounded-sm text-sm font-semibold text-blood-400 underline-offset-4 hover:text-bone-50 hover:underline"
                >
                  Patch notes
                </Link>
              ) : null}
            </div>
            <ChangeList changes={entry.changes} className="mt-3" />
          </li>
        ))}
      </ol>
    </section>
  );
}
