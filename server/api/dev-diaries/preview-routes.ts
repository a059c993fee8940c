import { envelope, idParams } from '../../../contracts/common';
import { previewLinkBody, previewLinkSchema } from '../../../contracts/dev-diary';
import { audited } from '../../audit/audited';
import { ok } from '../../http/envelope';
import { BEARER_SECURITY, type ZodScope } from '../../http/route-scopes';
import { postRepository } from '../../data/dev-diaries';
import { storedPost } from './stored-post';

/** The editor's Preview, inside the staff scope: any staff member may show a post before it is out. */
export function previewRoutes(staff: ZodScope) {
  const posts = postRepository(staff.db);

  staff.post(
    '/:id/preview-link',
    {
      schema: {
        tags: ['Dev diaries'],
        security: BEARER_SECURITY,
        description:
          'A signed link to the post exactly as its public page will show it, for drafts and ' +
          'scheduled posts too. Whoever holds it can open it without an account until it expires ' +
          '(PREVIEW_LINK_HOURS, 24 by default). Preview pages are never indexed or cached publicly.',
        params: idParams,
        body: previewLinkBody,
        response: { 200: envelope(previewLinkSchema) },
      },
    },
    async (request) => {
      const post = await storedPost(posts, request.params.id);
      const { token, expiresAt } = staff.previewLinks.sign(post.id);
      // The link opens an unpublished post to whoever holds it: who made one, and until when, is kept.
      await audited(
        request,
        async () => undefined,
        () => ({
          action: 'preview_share',
          entity: 'dev_diary',
          entityId: post.id,
          label: post.title,
          summary: `preview link valid until ${expiresAt.toISOString()}`,
        }),
      );
      return ok({ path: `/dev-diary/preview/${token}`, expiresAt: expiresAt.toISOString() });
    },
  );
}
