import type { FastifyInstance } from 'fastify';
import { peopleContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createPeopleService } from './service.ts';

export function peopleRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const people = createPeopleService(context);
    contractRoute(app, peopleContracts.directory, (request) => people.directory(signedInUser(request), request.query));
    contractRoute(app, peopleContracts.detail, (request) => people.detail(signedInUser(request), request.params.userId));
    contractRoute(app, peopleContracts.create, async (request, reply) =>
      reply.code(201).send(await people.create(signedInUser(request), request.body)),
    );
    contractRoute(app, peopleContracts.update, (request) => people.update(signedInUser(request), request.params.userId, request.body));
    contractRoute(app, peopleContracts.deactivate, (request) => people.deactivate(signedInUser(request), request.params.userId));
    contractRoute(app, peopleContracts.reactivate, (request) => people.reactivate(signedInUser(request), request.params.userId));
    contractRoute(app, peopleContracts.remove, async (request, reply) => {
      await people.remove(signedInUser(request), request.params.userId);
      return reply.code(204).send(null);
    });
    contractRoute(app, peopleContracts.bulk, (request) => people.bulk(signedInUser(request), request.body));
  };
}
