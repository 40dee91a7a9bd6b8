import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slideTemplatesResponseSchema, type SlideTemplatesResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createSlideTemplateService } from './service.ts';

export function slideTemplateRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const templates = createSlideTemplateService(context);

    routes.get(
      '/api/slide-templates',
      {
        schema: {
          tags: ['slide templates'],
          summary: "The slide template catalogue the account's plan may use, in picker order: models, examples, prompts, features",
          response: { 200: slideTemplatesResponseSchema },
        },
      },
      async (request, reply) => {
        const json = await templates.listJson(signedInUser(request));
        // Serialised once per plan (the catalogue never changes while the server runs): sent as is.
        return reply.type('application/json; charset=utf-8').send(json as unknown as SlideTemplatesResponse);
      },
    );
  };
}
