import type { FastifyInstance } from 'fastify';
import { slideTemplateContracts, type SlideTemplatesResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createSlideTemplateService } from './service.ts';

export function slideTemplateRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const templates = createSlideTemplateService(context);

    contractRoute(app, slideTemplateContracts.list, async (request, reply) => {
      const json = await templates.listJson(signedInUser(request));
      // Serialised once per plan (the catalogue never changes while the server runs): sent as is.
      return reply.type('application/json; charset=utf-8').send(json as unknown as SlideTemplatesResponse);
    });
  };
}
