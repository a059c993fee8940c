import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterInputSchema, chapterListQuery, chapterSchema } from '../../../contracts/chapter';
import { reorderSchema } from '../../../contracts/faq';
import { isStaffRequest } from '../../auth/guards';
import { contentRoutes } from '../../http/content-routes';
import { chapterRepository } from '../../data/chapters';

export const chapterRoutes: FastifyPluginAsyncZod = (app) =>
  contentRoutes(app, {
    tags: ['Chapters'],
    label: 'Chapter',
    cache: 'chapters',
    resource: { entity: 'chapter', repository: chapterRepository },
    // The story page plays the active chapters in order; visitors never see inactive ones.
    list: {
      querystring: chapterListQuery,
      response: chapterSchema.array(),
      read: (chapters, query, request) =>
        chapters.list({ active: isStaffRequest(request) ? query.active : true }),
    },
    show: { response: chapterSchema, visibleToVisitors: (row) => row.isActive },
    create: { body: chapterInputSchema, response: chapterSchema },
    reorder: { body: reorderSchema, response: chapterSchema.array(), list: {} },
    update: { body: chapterInputSchema, response: chapterSchema },
  });
