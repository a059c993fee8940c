import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { postPath } from '@contracts/post-path';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FighterHistoryEntry, HistoryChange } from '@contracts/fighter-history';
import { usePageLocale } from '~/lib/use-page-locale';
import { type ChangeLine, describeChange, formatEntryDate } from './patch-history-format';

const TREND: Record<'buff' | 'nerf', { arrow: string; word: MessageDescriptor; className: string }> = {
  buff: { arrow: '▲', word: msg`(buff)`, className: 'text-emerald-400' },
  nerf: { arrow: '▼', word: msg`(nerf)`, className: 'text-blood-400' },
};

/** An ability's name in a change line. */
function Name({ children }: { children?: ReactNode }) {
  return <strong className="font-semibold text-bone-50">{children}</strong>;
}

function Change({ line }: { line: ChangeLine }) {
  const { i18n } = useLingui();
  switch (line.kind) {
    case 'stat': {
      const trend = line.trend ? TREND[line.trend] : null;
      return (
        <span className={clsx('inline-flex flex-wrap items-baseline gap-x-1.5', trend?.className)}>
          {trend ? <span aria-hidden="true">{trend.arrow}</span> : null}
          <span className="font-semibold">{i18n._(line.label)}</span>
          <span>
            {line.from} → {line.to}
          </span>
          {trend ? <span className="sr-only">{i18n._(trend.word)}</span> : null}
        </span>
      );
    }
    case 'added': {
      const ability = line.ability;
      return (
        <span>
          <Trans>
            New ability: <Name>{ability}</Name>
          </Trans>
        </span>
      );
    }
    case 'removed': {
      const ability = line.ability;
      return (
        <span>
          <Trans>
            Removed ability: <Name>{ability}</Name>
          </Trans>
        </span>
      );
    }
    case 'renamed': {
      const { ability, to } = line;
      return (
        <span>
          <Trans>
            <Name>{ability}</Name> renamed to <Name>{to}</Name>
          </Trans>
        </span>
      );
    }
    case 'property': {
      const { ability, from, to } = line;
      const property = i18n._(line.label);
      return (
        <span>
          <Trans>
            <Name>{ability}</Name>: {property} {from} → {to}
          </Trans>
        </span>
      );
    }
    case 'description': {
      const { ability, to } = line;
      return (
        <span>
          <Trans>
            <Name>{ability}</Name> now reads: <q className="text-bone-300">{to}</q>
          </Trans>
        </span>
      );
    }
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
  const { locale, localize } = usePageLocale();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="patch-history-heading" className="mt-16 max-w-3xl">
      <h2
        id="patch-history-heading"
        className="font-display text-xl font-bold tracking-[0.2em] text-bone-50 uppercase"
      >
        <Trans>Patch history</Trans>
      </h2>
      <ol className="mt-5 flex flex-col gap-4">
        {entries.map((entry) => {
          const version = entry.version;
          return (
            <li
              key={entry.id}
              className="rounded-sm border border-ink-700/80 bg-ink-950/80 px-4 py-3.5 backdrop-blur-sm"
            >
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                {version ? (
                  <span className="font-display text-base font-bold tracking-wide text-bone-50">
                    <Trans>Patch {version}</Trans>
                  </span>
                ) : null}
                <time dateTime={entry.at} className="text-xs tracking-[0.12em] text-bone-300 uppercase">
                  {formatEntryDate(entry.at, locale)}
                </time>
                {entry.post ? (
                  <Link
                    to={localize(postPath(entry.post.slug))}
                    title={entry.post.title}
                    className="ml-auto rounded-sm text-sm font-semibold text-blood-400 underline-offset-4 hover:text-bone-50 hover:underline"
                  >
                    <Trans>Patch notes</Trans>
                  </Link>
                ) : null}
              </div>
              <ChangeList changes={entry.changes} className="mt-3" />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
