import type { DevDiary } from '@contracts/dev-diary';
import { TranslationControls } from '~/features/admin-shared/translations/translation-controls';
import { PostTagChips } from './post-tag-chips';
import type { PostTranslations } from './use-post-translations';

/**
 * A post's title, its first tags and, on a site serving several locales, a button per other locale
 * saying how far its translation is. Below md they would make every row several lines taller, so
 * there the row menu carries them instead (post-row-menu.tsx).
 */
export function PostTitleCell({
  post,
  canChange,
  translations,
}: {
  post: DevDiary;
  /** Translating is editing: the author, or a super admin (docs/back-office-screens.md §6). */
  canChange: boolean;
  translations: PostTranslations;
}) {
  return (
    <td className="max-w-80 min-w-56 px-4 py-3">
      <p className="font-semibold break-words text-bone-50">{post.title}</p>
      <PostTagChips tags={post.tags} limit={2} className="mt-1.5" />
      {translations.locales.length ? (
        <div className="mt-1.5 -ml-2 hidden flex-wrap md:flex">
          <TranslationControls
            label={`Post: ${post.title}`}
            locales={translations.locales}
            statuses={(locale) => translations.statusOf(post, locale)}
            fields={translations.fields}
            onTranslate={(locale) => translations.translate(post, locale)}
            disabled={!canChange}
            buttonClassName="h-7 gap-1.5 px-2 text-xs"
          />
        </div>
      ) : null}
    </td>
  );
}
