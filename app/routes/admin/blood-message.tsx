import { ExternalLink, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Chapter } from '@contracts/chapter';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Spinner } from '~/components/ui/spinner';
import { errorText, useAdminChapters, useChapterMutations } from '~/features/admin-chapters/chapter-api';
import { ChapterFormDialog } from '~/features/admin-chapters/chapter-form-dialog';
import { ChapterRow } from '~/features/admin-chapters/chapter-row';
import { moveAndRenumber } from '~/features/admin-chapters/reorder';
import type { Route } from './+types/blood-message';

export const meta: Route.MetaFunction = () => [{ title: 'Blood Message Management | Blood & Mayhem Admin' }];

export default function BloodMessagePage() {
  const query = useAdminChapters();
  const { remove, reorder } = useChapterMutations();
  const [form, setForm] = useState<{ open: boolean; chapter: Chapter | null }>({
    open: false,
    chapter: null,
  });
  const [toDelete, setToDelete] = useState<Chapter | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load chapters');
  }, [query.isError, query.errorUpdatedAt]);

  const chapters = query.data ?? [];

  function move(index: number, direction: -1 | 1) {
    const ordered = moveAndRenumber(chapters, index, direction);
    if (ordered) reorder.mutate(ordered);
  }

  async function deleteChapter(chapter: Chapter) {
    try {
      await remove.mutateAsync(chapter.id);
      toast.success('Blood Message chapter deleted successfully!');
    } catch (error) {
      toast.error(errorText(error, 'Failed to delete chapter'));
    }
  }

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading chapters..." className="py-10" />;
  else if (query.isError && !query.data)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-ink-700 py-10 text-center"
      >
        <p className="text-blood-400">{query.error.message || 'Failed to load chapters'}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (!chapters.length)
    body = (
      <p className="rounded-lg border border-dashed border-ink-600 py-10 text-center text-bone-300">
        No chapters yet. Add the first one!
      </p>
    );
  else
    body = (
      <ol className="flex flex-col gap-3">
        {chapters.map((chapter, index) => (
          <ChapterRow
            key={chapter.id}
            chapter={chapter}
            first={index === 0}
            last={index === chapters.length - 1}
            onMove={(direction) => move(index, direction)}
            onEdit={() => setForm({ open: true, chapter })}
            onDelete={() => setToDelete(chapter)}
          />
        ))}
      </ol>
    );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-bone-50">Blood Message Management</h1>
          <p className="mt-1 text-sm text-bone-300">
            The story chapters played in order on the Blood Message page.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/blood-message"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ExternalLink aria-hidden="true" /> Preview Experience
          </a>
          <Button onClick={() => setForm({ open: true, chapter: null })}>
            <Plus aria-hidden="true" /> Add Chapter
          </Button>
        </div>
      </header>
      {body}
      <ChapterFormDialog
        open={form.open}
        chapter={form.chapter}
        nextOrder={chapters.length + 1}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Chapter"
        description={`Are you sure you want to delete the chapter "${toDelete?.subtitle ?? ''}"? This action cannot be undone.`}
        onConfirm={() => {
          if (toDelete) void deleteChapter(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
