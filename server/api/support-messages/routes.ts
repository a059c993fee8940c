import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the resource's routes are written.
export const supportMessageRoutes: FastifyPluginAsyncZod = async () => {};
