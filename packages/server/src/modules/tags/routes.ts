import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tagCreateBodySchema, tagListResponseSchema, tagSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createTagService } from './service.ts';

const tags = ['tags'];

export function tagRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const service = createTagService(context);

    routes.get('/api/tags', { schema: { tags, summary: "The account's tags, by name", response: { 200: tagListResponseSchema } } }, (request) =>
      service.list(signedInUser(request)),
    );

    routes.post(
      '/api/tags',
      {
        schema: {
          tags,
          summary: 'Create a tag (201), or answer the existing tag of that name, case ignored (200)',
          body: tagCreateBodySchema,
          response: { 200: tagSchema, 201: tagSchema },
        },
      },
      async (request, reply) => {
        const { tag, created } = await service.create(signedInUser(request), request.body.name);
        return reply.code(created ? 201 : 200).send(tag);
      },
    );
  };
}
