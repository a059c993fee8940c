import { diffWords } from 'diff';
import type { ReactNode } from 'react';
import type { DevDiaryRevision } from '@contracts/dev-diary-revision';
import { textOf } from '@contracts/rich-text';

type DiffField = { label: string; then: string; now: string };

/**
 * One field of a version against the current post, word by word. Removed and added words are told
 * apart by more than colour: struck through in <del>, underlined in <ins>, each with words read out
 * by screen readers.
 */
function FieldDiff({ label, then, now }: DiffField) {
  const parts = diffWords(then, now);
  const changed = parts.some((part) => part.added || part.removed);
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-bone-300 uppercase">
        {label}
        {changed ? null : <span className="ml-2 font-normal normal-case">(unchanged)</span>}
      </dt>
      <dd className="mt-1 rounded-md border border-ink-700 bg-ink-950/60 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-bone-100">
        {parts.length === 0 ? <span className="text-bone-500">(empty)</span> : null}
        {parts.map((part, i): ReactNode => {
          if (part.removed)
            return (
              <del
                key={i}
                className="rounded-sm bg-blood-900/70 text-bone-50 decoration-blood-400 decoration-2"
              >
                <span className="sr-only">[only in this version: </span>
                {part.value}
                <span className="sr-only">]</span>
              </del>
            );
          if (part.added)
            return (
              <ins
                key={i}
                className="rounded-sm bg-emerald-950 text-emerald-100 underline decoration-emerald-300 decoration-2"
              >
                <span className="sr-only">[only in the current post: </span>
                {part.value}
                <span className="sr-only">]</span>
              </ins>
            );
          return <span key={i}>{part.value}</span>;
        })}
      </dd>
    </div>
  );
}

/** The fields a version keeps, as contracts/dev-diary-revision.ts picks them. */
type Texts = Pick<DevDiaryRevision, 'title' | 'excerpt' | 'content' | 'tags'>;

/** Title, excerpt, content and tags of a version against the current post. */
export function RevisionDiff({ then, now }: { then: Texts; now: Texts }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-bone-300">
        <del className="bg-blood-900/70 text-bone-50 decoration-2">Struck through</del>: only in this version.{' '}
        <ins className="bg-emerald-950 text-emerald-100 underline decoration-2">Underlined</ins>: only in the
        current post.
      </p>
      <dl className="flex flex-col gap-4">
        <FieldDiff label="Title" then={then.title} now={now.title} />
        <FieldDiff label="Excerpt" then={then.excerpt} now={now.excerpt} />
        {/* The words, not the markup: a new bold would otherwise read as a rewritten paragraph. */}
        <FieldDiff label="Content" then={textOf(then.content)} now={textOf(now.content)} />
        <FieldDiff label="Tags" then={then.tags.join(', ')} now={now.tags.join(', ')} />
      </dl>
    </div>
  );
}
