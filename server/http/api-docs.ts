import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document comes from the same zod schemas that validate the routes. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Blood & Mayhem API',
        description:
          'Every response is `{ success, data, error }`. Staff routes need `Authorization: Bearer <token>` from POST /api/auth/login.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // Multipart bodies are read by the handler, not by a zod schema; document the file field.
      if (input.schema?.consumes?.includes('multipart/form-data')) {
        (output.schema as Record<string, unknown>).body = {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', description: 'The image or video' } },
        };
      }
      return output;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
