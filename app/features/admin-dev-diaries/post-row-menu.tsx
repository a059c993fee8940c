import type { DevDiary } from '@contracts/dev-diary';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DropdownMenuItem, DropdownMenuSeparator } from '~/components/ui/dropdown-menu';
import { FeaturedToggleItem, RowActionsMenu } from '~/features/admin-shared/row-actions-menu';

type PostRowMenuProps = {
  post: DevDiary;
  /** Edit and Delete: the author, or a super admin (docs/back-office-screens.md §6). */
  canChange: boolean;
  busy: boolean;
  onToggle: (flag: 'published' | 'featured') => void;
  onDelete: () => void;
};

/** Edit, Delete, Publish/Unpublish, Mark as Featured/Remove from Featured. */
export function PostRowMenu({ post, canChange, busy, onToggle, onDelete }: PostRowMenuProps) {
  const navigate = useNavigate();
  return (
    <RowActionsMenu label={`Actions for ${post.title}`} disabled={busy}>
      <DropdownMenuItem disabled={!canChange} onSelect={() => navigate(`/admin/dev-diaries/edit/${post.id}`)}>
        <Pencil aria-hidden="true" />
        Edit
      </DropdownMenuItem>
      <DropdownMenuItem variant="destructive" disabled={!canChange} onSelect={onDelete}>
        <Trash2 aria-hidden="true" />
        Delete
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => onToggle('published')}>
        {post.published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {post.published ? 'Unpublish' : 'Publish'}
      </DropdownMenuItem>
      <FeaturedToggleItem featured={post.featured} onSelect={() => onToggle('featured')} />
      {canChange ? null : (
        <p className="px-2 pt-1 pb-1.5 text-xs text-bone-500">
          Only the author can edit or delete this post.
        </p>
      )}
    </RowActionsMenu>
  );
}
