import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Chapter } from '@contracts/chapter';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useAdminChapters, useChapterMutations } from '~/features/admin-chapters/chapter-api';
import { ChapterFormDialog } from '~/features/admin-chapters/chapter-form-dialog';
import { ChapterRow } from '~/features/admin-chapters/chapter-row';
import { ListState } from '~/features/admin-shared/list-state';
import { PageHeader } from '~/features/admin-shared/page-header';
import { PreviewLink } from '~/features/admin-shared/preview-link';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import type { Route } from './+types/blood-message';

export const meta: Route.MetaFunction = () => [{ title: 'Blood Message Management | Blood & Mayhem Admin' }];

export default function BloodMessagePage() {
  const query = useAdminChapters();
  const { remove, move } = useChapterMutations();
  const [form, setForm] = useState<{ open: boolean; chapter: Chapter | null }>({
    open: false,
    chapter: null,
  });
  const [toDelete, setToDelete] = useState<Chapter | null>(null);
  useLoadErrorToast(query, 'Failed to load chapters');

  const chapters = query.data ?? [];

  const deleteChapter = (chapter: Chapter) =>
    runWithToasts(() => remove.mutateAsync(chapter.id), {
      success: 'Blood Message chapter deleted successfully!',
      failure: 'Failed to delete chapter',
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Blood Message Management"
        description="The story chapters played in order on the Blood Message page."
      >
        <div className="flex flex-wrap gap-2">
          <PreviewLink href="/blood-message">Preview Experience</PreviewLink>
          <Button onClick={() => setForm({ open: true, chapter: null })}>
            <Plus aria-hidden="true" /> Add Chapter
          </Button>
        </div>
      </PageHeader>
      <ListState
        query={query}
        loadingLabel="Loading chapters..."
        errorFallback="Failed to load chapters"
        isEmpty={!chapters.length}
        emptyText="No chapters yet. Add the first one!"
      >
        <ol className="flex flex-col gap-3">
          {chapters.map((chapter, index) => (
            <ChapterRow
              key={chapter.id}
              chapter={chapter}
              first={index === 0}
              last={index === chapters.length - 1}
              onMove={(direction) => move(chapters, index, direction)}
              onEdit={() => setForm({ open: true, chapter })}
              onDelete={() => setToDelete(chapter)}
            />
          ))}
        </ol>
      </ListState>
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
