import type { FastifyInstance } from 'fastify';
import { inviteCodeContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createInviteCodeService } from './service.ts';

export function inviteCodeRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const inviteCodes = createInviteCodeService(context);

    contractRoute(app, inviteCodeContracts.list, (request) => inviteCodes.list(signedInUser(request)));
    contractRoute(app, inviteCodeContracts.create, async (request, reply) =>
      reply.code(201).send(await inviteCodes.create(signedInUser(request), request.body)),
    );
    contractRoute(app, inviteCodeContracts.revoke, async (request, reply) => {
      await inviteCodes.revoke(signedInUser(request), request.params.code);
      return reply.code(204).send(null);
    });
  };
}
