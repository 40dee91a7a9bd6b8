import type { FastifyInstance } from 'fastify';
import { narrationContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createNarrationService } from './service.ts';

export function narrationRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const narration = createNarrationService(context);
    contractRoute(app, narrationContracts.lessonNarration, (request) =>
      narration.lessonNarration(signedInUser(request), request.params.id),
    );
    contractRoute(app, narrationContracts.narrate, (request) =>
      narration.narrate(signedInUser(request), request.params.id, request.body.slideId),
    );
  };
}
