import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import { gameModeInputSchema, gameModeListQuery, gameModeSchema } from '../../../contracts/game-mode';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { notFound } from '../../http/errors';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { gameModeRepository } from './repository';

const tags = ['Game modes'];

export const gameModeRoutes: FastifyPluginAsyncZod = async (app) => {
  cachePublicReads(app, 'game-modes');
  const modes = gameModeRepository(app.db);

  // The landing page's game cards: visitors see active modes only, whatever the query asks for.
  app.get(
    '/',
    {
      config: { cacheRead: true },
      schema: { tags, querystring: gameModeListQuery, response: { 200: envelope(gameModeSchema.array()) } },
    },
    async (request) => {
      const { active, featured, platform } = request.query;
      return ok(await modes.list({ active: isStaffRequest(request) ? active : true, featured, platform }));
    },
  );

  app.get(
    '/:id',
    {
      config: { cacheRead: true },
      schema: { tags, params: idParams, response: { 200: envelope(gameModeSchema) } },
    },
    async (request) => {
      const mode = await modes.find(request.params.id);
      if (!mode || (!mode.isActive && !isStaffRequest(request))) throw notFound('Game mode');
      return ok(mode);
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.post(
      '/',
      { schema: { tags, security, body: gameModeInputSchema, response: { 201: envelope(gameModeSchema) } } },
      async (request, reply) => reply.code(201).send(ok(await modes.create(request.body))),
    );

    staff.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: gameModeInputSchema,
          response: { 200: envelope(gameModeSchema) },
        },
      },
      async (request) => {
        const mode = await modes.update(request.params.id, request.body);
        if (!mode) throw notFound('Game mode');
        return ok(mode);
      },
    );

    deleteByIdRoute(staff, { tags, label: 'Game mode', remove: (id) => modes.remove(id) });
  });
};
