import type { DevDiary } from '@contracts/dev-diary';
import { useState } from 'react';
import { useServedLocales } from '~/features/admin-shared/translations/served-locales';
import { TranslateDialog } from '~/features/admin-shared/translations/translate-dialog';
import type { PostView } from './post-filters';
import { postTranslationResource, usePostTranslationStatuses } from './post-translations';

/**
 * The posts' translations on the list screen (docs/back-office-screens.md §2, Dev Diary Management):
 * each post's status in every served locale but the default, and the dialog that translates one.
 * On a site serving one locale `locales` is empty, and nothing is asked or shown.
 */
export function usePostTranslations(view: PostView) {
  const served = useServedLocales();
  const locales = served.all.filter((locale) => locale !== served.default);
  const statuses = usePostTranslationStatuses(view, locales);
  const [translating, setTranslating] = useState<{ post: DevDiary; locale: string } | null>(null);

  return {
    locales,
    /** How many fields a post has to translate: "not translated" means none of them is. */
    fields: postTranslationResource.translatable.length,
    statusOf: (post: DevDiary, locale: string) => statuses.get(locale)?.get(post.id),
    translate: (post: DevDiary, locale: string) => setTranslating({ post, locale }),
    dialog: (
      <TranslateDialog
        resource={postTranslationResource}
        item={translating?.post ?? null}
        locale={translating?.locale ?? served.default}
        onClose={() => setTranslating(null)}
      />
    ),
  };
}

export type PostTranslations = ReturnType<typeof usePostTranslations>;
