import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import { gameModeInputSchema, gameModeListQuery, gameModeSchema } from '../../../contracts/game-mode';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { createFromBody, showById, updateFromBody } from '../../http/crud-handlers';
import { cachePublicReads } from '../../http/read-cache';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { gameModeRepository } from '../../data/game-modes';

const tags = ['Game modes'];
const audit = { entity: 'game_mode', repository: gameModeRepository } as const;

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
    showById(
      'Game mode',
      (id) => modes.find(id),
      (row) => row.isActive,
    ),
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.post(
      '/',
      { schema: { tags, security, body: gameModeInputSchema, response: { 201: envelope(gameModeSchema) } } },
      createFromBody(audit, (repo, input) => repo.create(input)),
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
      updateFromBody('Game mode', audit, (repo, id, input) => repo.update(id, input)),
    );

    deleteByIdRoute(staff, {
      tags,
      label: 'Game mode',
      resource: audit,
    });
  });
};
