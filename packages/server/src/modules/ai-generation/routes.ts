import { aiGenerationContracts } from '@slidewise/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAiSettingsService } from './ai-settings-service.ts';
import { createAiGenerationService } from './service.ts';

export function aiGenerationRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createAiGenerationService(context);
    contractRoute(app, aiGenerationContracts.outline, (request) => service.outline(signedInUser(request), request.body));
    contractRoute(app, aiGenerationContracts.start, async (request, reply) =>
      reply.code(201).send(await service.start(signedInUser(request), request.body)),
    );
    contractRoute(app, aiGenerationContracts.state, (request) => service.state(signedInUser(request), request.params.courseId));
    contractRoute(app, aiGenerationContracts.stop, (request) => service.stop(signedInUser(request), request.params.courseId));
    contractRoute(app, aiGenerationContracts.retry, (request) => service.retry(signedInUser(request), request.params.courseId));
    contractRoute(app, aiGenerationContracts.lesson, async (request, reply) =>
      reply.code(201).send(await service.lesson(signedInUser(request), request.params.courseId, request.body)),
    );
    contractRoute(app, aiGenerationContracts.slide, (request) => service.slide(signedInUser(request), request.params.id, request.body));

    const settings = createAiSettingsService(context);
    contractRoute(app, aiGenerationContracts.settings, (request) => settings.get(signedInUser(request)));
    contractRoute(app, aiGenerationContracts.updateSettings, (request) => settings.update(signedInUser(request), request.body));
  };
}
