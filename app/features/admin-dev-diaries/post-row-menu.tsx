import type { DevDiary } from '@contracts/dev-diary';
import { Eye, EyeOff, Languages, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DropdownMenuItem, DropdownMenuSeparator } from '~/components/ui/dropdown-menu';
import { FeaturedToggleItem, RowActionsMenu } from '~/features/admin-shared/row-actions-menu';
import { localeName } from '~/features/admin-shared/translations/served-locales';
import { statusText, statusTone } from '~/features/admin-shared/translations/translation-controls';
import { cn } from '~/lib/cn';
import type { PostTranslations } from './use-post-translations';

type PostRowMenuProps = {
  post: DevDiary;
  /** Edit, Delete and Translate: the author, or a super admin (docs/back-office-screens.md §6). */
  canChange: boolean;
  busy: boolean;
  onToggle: (flag: 'published' | 'featured') => void;
  onDelete: () => void;
  translations: PostTranslations;
};

/**
 * Edit, Delete, Publish/Unpublish, Mark as Featured/Remove from Featured and, on a site serving
 * several locales, Translate into each of the others with how far that translation is.
 */
export function PostRowMenu({ post, canChange, busy, onToggle, onDelete, translations }: PostRowMenuProps) {
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
      {translations.locales.length ? <DropdownMenuSeparator /> : null}
      {translations.locales.map((locale) => {
        const text = statusText(translations.statusOf(post, locale), translations.fields);
        const language = localeName(locale);
        return (
          <DropdownMenuItem
            key={locale}
            disabled={!canChange}
            onSelect={() => translations.translate(post, locale)}
            aria-label={`Translate into ${language} (${text})`}
          >
            <Languages aria-hidden="true" />
            {`Translate into ${language}`}
            <span className={cn('ml-auto pl-4 text-xs', statusTone(text))}>{text}</span>
          </DropdownMenuItem>
        );
      })}
      {canChange ? null : (
        <p className="px-2 pt-1 pb-1.5 text-xs text-bone-500">
          Only the author can edit or delete this post.
        </p>
      )}
    </RowActionsMenu>
  );
}
