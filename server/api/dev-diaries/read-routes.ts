import type { FastifyRequest } from 'fastify';
import { envelope, idParams } from '../../../contracts/common';
import { devDiaryListQuery, slugParams } from '../../../contracts/dev-diary';
import { PAGE_LIMITS } from '../../../contracts/paging';
import { localeQuery } from '../../../contracts/translation';
import { isStaffRequest } from '../../auth/guards';
import { notFound } from '../../core/errors';
import { postRepository } from '../../data/dev-diaries';
import { withPendingViews } from '../../data/dev-diary-view-counter';
import { appendVary } from '../../http/compression';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/request-locale';
import { pagedListRoute } from '../../http/resource-routes';
import type { ZodScope } from '../../http/route-scopes';
import {
  pagePostsForVisitors,
  postTranslations,
  postsInLocale,
  readPostForVisitor,
} from '../../resources/dev-diaries';

const tags = ['Dev diaries'];
/** A post as the reads answer it: in the request's locale, with its translation status outside the default. */
const postRead = postTranslations.localized.row;

/**
 * The three reads of the dev diary, open to everyone: the list, a post by id and by slug. They
 * answer in the request's locale (docs/decisions/0054-content-translations.md); posts have no
 * read cache, since each visitor's read counts a view.
 */
export function postReadRoutes(app: ZodScope) {
  const posts = postRepository(app.db);

  // Without ?locale=, Accept-Language picks the answer, so a shared cache must key on it. Set on
  // every read of the group, since the paged list's builder takes no route options; staff's own
  // reads (stats, revisions) are private answers, where the header costs nothing.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') appendVary(reply, 'Accept-Language');
  });
  const readLocale = (request: FastifyRequest) => ({
    locale: requestLocale(request),
    default: app.config.locales.default,
  });

  /**
   * Staff read without side effects (the editor loads posts too). Everyone else sees published
   * posts only, and each read by a browser counts one view (in memory, written in batches).
   */
  async function readOne(request: FastifyRequest, key: { id: number } | { slug: string }) {
    // Before the read: an unknown locale is refused without counting a view.
    const inLocale = readLocale(request);
    if (isStaffRequest(request)) {
      const post = await posts.find(key);
      if (!post) throw notFound('Post');
      const counted = withPendingViews(app.db, post);
      const [read = counted] = await postsInLocale(app.db, [counted], inLocale);
      return ok(read);
    }
    const post = await readPostForVisitor(app.db, key, request.headers['user-agent'], inLocale);
    if (!post) throw notFound('Post');
    return ok(post);
  }

  pagedListRoute(
    app,
    tags,
    {
      open: true,
      description:
        `Posts, newest first unless \`order\` says otherwise, a page at a time (${PAGE_LIMITS.default} ` +
        'unless `limit` says otherwise). `meta.total` (and the `X-Total-Count` header) is the number ' +
        'matching the filters. Visitors only ever get published posts whose date has come; a post ' +
        'published with a later date (scheduled) appears to them by itself at that moment. ' +
        'Searches match the default-locale text.',
      querystring: devDiaryListQuery.extend(localeQuery.shape),
      item: postRead,
    },
    // Anonymous visitors and plain users never see drafts or scheduled posts, whatever the query says.
    async (query, request) => {
      const inLocale = readLocale(request);
      if (!isStaffRequest(request)) {
        const { rows, total } = await pagePostsForVisitors(app.db, query, inLocale);
        return { rows: rows.map((post) => withPendingViews(app.db, post)), total };
      }
      const { rows, total } = await posts.page(query);
      const counted = rows.map((post) => withPendingViews(app.db, post));
      return { rows: await postsInLocale(app.db, counted, inLocale), total };
    },
  );

  app.get(
    '/slug/:slug',
    { schema: { tags, params: slugParams, querystring: localeQuery, response: { 200: envelope(postRead) } } },
    async (request) => readOne(request, { slug: request.params.slug }),
  );

  app.get(
    '/:id',
    { schema: { tags, params: idParams, querystring: localeQuery, response: { 200: envelope(postRead) } } },
    async (request) => readOne(request, { id: request.params.id }),
  );
}
