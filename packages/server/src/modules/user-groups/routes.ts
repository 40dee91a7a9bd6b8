import type { FastifyInstance } from 'fastify';
import { userGroupContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createUserGroupService } from './service.ts';

export function userGroupRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const userGroups = createUserGroupService(context);
    contractRoute(app, userGroupContracts.list, (request) => userGroups.list(signedInUser(request)));
    contractRoute(app, userGroupContracts.create, async (request, reply) =>
      reply.code(201).send(await userGroups.create(signedInUser(request), request.body.name)),
    );
    contractRoute(app, userGroupContracts.detail, (request) => userGroups.detail(signedInUser(request), request.params.id));
    contractRoute(app, userGroupContracts.update, (request) => userGroups.update(signedInUser(request), request.params.id, request.body));
    contractRoute(app, userGroupContracts.remove, async (request, reply) => {
      await userGroups.remove(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    });
    contractRoute(app, userGroupContracts.addMembers, (request) =>
      userGroups.changeMembers(signedInUser(request), request.params.id, request.body.userIds, 'add'),
    );
    contractRoute(app, userGroupContracts.removeMembers, (request) =>
      userGroups.changeMembers(signedInUser(request), request.params.id, request.body.userIds, 'remove'),
    );
  };
}
