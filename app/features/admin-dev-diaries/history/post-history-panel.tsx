import type { DevDiary } from '@contracts/dev-diary';
import type { DevDiaryRevision } from '@contracts/dev-diary-revision';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';
import { formatDateTime } from '~/lib/format-date';
import { RevisionDiff } from './revision-diff';
import { useRestoreRevision, useRevisions } from './revision-api';

/**
 * The History panel of the editor: the earlier versions of the post, newest first (who saved,
 * when); the chosen one compared with the current post; and Restore, after a confirmation. The
 * editor re-renders from the restored post, which the restore puts in the post's query.
 */
export function PostHistoryPanel({ post }: { post: DevDiary }) {
  const revisions = useRevisions(post.id);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The newest entry (the version just replaced) is shown after a restore.
  const restore = useRestoreRevision(post.id, () => setSelectedId(null));
  const list = revisions.data ?? [];
  const selected = list.find((r) => r.id === selectedId) ?? list[0];

  return (
    <Card role="region" className="mx-auto w-full max-w-7xl" aria-labelledby="post-history-title">
      <CardHeader>
        <CardTitle id="post-history-title" className="flex items-center gap-2 text-base">
          <History aria-hidden="true" className="size-4 text-blood-400" />
          History
        </CardTitle>
        <p className="text-sm text-bone-300">Every save keeps the version before it.</p>
      </CardHeader>
      <CardContent>
        {revisions.isPending ? (
          <Spinner label="Loading history..." className="py-8" />
        ) : revisions.isError ? (
          <p role="alert" className="text-sm text-blood-400">
            Failed to load the history of this post.
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-bone-300">No earlier versions yet: they appear after the first save.</p>
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <ol aria-label="Earlier versions, newest first" className="flex min-w-0 flex-col gap-1.5">
              {list.map((revision) => (
                <li key={revision.id}>
                  <RevisionButton
                    revision={revision}
                    selected={revision.id === selected?.id}
                    onSelect={() => setSelectedId(revision.id)}
                  />
                </li>
              ))}
            </ol>
            {selected ? (
              <section aria-label={`Version of ${formatDateTime(selected.savedAt)}`} className="min-w-0">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h4 className="text-sm font-semibold text-bone-50">
                    As it was before the save of {formatDateTime(selected.savedAt)}, against the current post
                  </h4>
                  <Button size="sm" onClick={() => setConfirming(true)} disabled={restore.isPending}>
                    <RotateCcw aria-hidden="true" />
                    {restore.isPending ? 'Restoring...' : 'Restore this version'}
                  </Button>
                </div>
                <RevisionDiff then={selected} now={post} />
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  title="Restore this version?"
                  description={`The post will read as it did before ${formatDateTime(selected.savedAt)}. The current version is kept in the history, and unsaved changes in the editor are lost.`}
                  confirmLabel="Restore"
                  onConfirm={() => restore.mutate(selected)}
                />
              </section>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RevisionButton({
  revision,
  selected,
  onSelect,
}: {
  revision: DevDiaryRevision;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'w-full rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:ring-2 focus-visible:ring-blood-500/60 focus-visible:outline-none',
        selected
          ? 'border-blood-500 bg-blood-900/40 text-bone-50'
          : 'border-ink-700 bg-ink-900 text-bone-100 hover:border-ink-600',
      )}
    >
      <span className="block font-medium">{formatDateTime(revision.savedAt)}</span>
      <span className="block text-xs text-bone-300">
        Saved by {revision.savedBy.name} · {revision.published ? 'published' : 'draft'}
      </span>
      <span className="mt-0.5 block truncate text-xs text-bone-500">{revision.title}</span>
    </button>
  );
}
