import { msg } from '@lingui/core/macro';
import { i18nOf, pageMeta } from '~/components/layout/site-meta';

const DIARY_DESCRIPTION = msg`Design notes, art, story and news from the team building Blood & Mayhem, the dark fantasy fighting game.`;

/**
 * The diary list's tags. A post page shows them too while a client-side move waits for the post
 * (its screen then names the tab after the post).
 */
export function diaryListMeta(matches: readonly unknown[], origin?: string) {
  const i18n = i18nOf(matches);
  return pageMeta({
    matches,
    title: i18n._(msg`Dev Diary`),
    description: i18n._(DIARY_DESCRIPTION),
    origin,
    path: '/dev-diary',
  });
}
