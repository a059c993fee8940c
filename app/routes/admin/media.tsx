import type { MediaItem } from '@contracts/media';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { EditMediaDialog } from '~/features/admin-media/library/edit-media-dialog';
import { useMediaMutations, useMediaPage } from '~/features/admin-media/library/media-api';
import { MediaCard } from '~/features/admin-media/library/media-card';
import { MediaDropzone } from '~/features/admin-media/library/media-dropzone';
import { KIND_FILTER_OPTIONS, MEDIA_PAGE_SIZE, mediaUrl } from '~/features/admin-media/library/media-filters';
import { ListState } from '~/features/admin-shared/list-state';
import { SearchFilterToolbar } from '~/features/admin-shared/search-filter-toolbar';
import { PagedListCard } from '~/features/admin-shared/paged-list-card';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { usePagedRows } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import { WidePageHeader } from '~/features/admin-shared/wide-page-header';
import type { Route } from './+types/media';

export const meta: Route.MetaFunction = () => [
  { title: 'Media Library | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Every uploaded image and clip: where it is used, its alt text and caption (staff). */
export default function MediaLibrary() {
  const { view, draft, setDraft, update } = useUrlListView(mediaUrl);
  const query = useMediaPage(view);
  const { rows: items, total, paging } = usePagedRows(query, { view, update, pageSize: MEDIA_PAGE_SIZE });
  const { remove, reload } = useMediaMutations();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const filtered = view.search !== '' || view.kind !== 'all';

  const confirmDelete = (item: MediaItem) =>
    remove.mutate(item.id, {
      onSuccess: () => toast.success('File deleted!', { description: `${item.name} has been removed.` }),
      // A file in use is refused with the list of its uses, which the message names.
      onError: (error) =>
        toast.error('Failed to delete file', { description: error.message || 'Please try again later.' }),
    });
  const { askDelete, confirmProps } = useConfirmDelete(confirmDelete);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <WidePageHeader
        title="Media Library"
        description="Every uploaded image and clip, where it is used, and what it says to visitors who cannot see it."
      />
      <MediaDropzone onUploaded={reload} />
      <PagedListCard
        title={`Files (${total})`}
        pagination={{ label: 'File pages', ...paging }}
        toolbar={
          <SearchFilterToolbar
            search={{
              label: 'Search files',
              placeholder: 'Search by file name, alt text or caption...',
              value: draft,
              onChange: setDraft,
            }}
            filter={{
              label: 'Filter by type',
              options: KIND_FILTER_OPTIONS,
              value: view.kind,
              onChange: (kind) => update({ kind }),
            }}
          />
        }
      >
        <div className="px-4 pb-6 sm:px-6">
          <ListState
            query={query}
            what="files"
            isEmpty={items.length === 0}
            emptyText={
              filtered ? 'No files match these filters.' : 'No files yet. Drop an image or a clip above.'
            }
          >
            <ul
              aria-label="Files"
              aria-busy={query.isPlaceholderData}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
            >
              {items.map((item) => (
                <MediaCard key={item.id} item={item} onEdit={setEditing} onDelete={askDelete} />
              ))}
            </ul>
          </ListState>
        </div>
      </PagedListCard>
      <EditMediaDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...confirmProps}
        title="Delete File"
        description="Are you sure you want to delete this file? A file still in use cannot be deleted."
      />
    </div>
  );
}
