import { forbidden } from '../../core/errors';
import { postRepository } from '../../data/dev-diaries';
import { type ZodScope, callerOf } from '../../http/route-scopes';
import { putTranslationRoute } from '../../http/translation-write';
import { translationParams } from '../../../contracts/translation';
import { postTranslations } from '../../resources/dev-diaries';
import { canChangePost } from './permissions';

/**
 * `PUT /:id/translations/:locale` inside the staff scope (docs/decisions/0054-content-translations.md):
 * a post's title, excerpt and content in another locale. Translating is editing, so it follows the
 * edit rule (docs/back-office-screens.md §6): an admin on its own posts, a super admin on any.
 */
export function postTranslationRoutes(staff: ZodScope) {
  putTranslationRoute(staff, {
    tags: ['Dev diaries'],
    label: 'Post',
    ...postTranslations,
    path: '/:id/translations/:locale',
    params: translationParams,
    find: (db, { id }) => postRepository(db).find({ id }),
    permit: (post, request) => {
      if (!canChangePost(callerOf(request), post)) throw forbidden('You can only edit your own posts');
    },
    writers: 'An admin translates only their own posts, a super admin any post.',
  });
}
