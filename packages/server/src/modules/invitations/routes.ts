import type { FastifyInstance } from 'fastify';
import { invitationContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { setSessionCookie, startSession } from '../auth/sessions.ts';
import { toUserInfo } from '../account/user-info.ts';
import { createInvitationService } from './service.ts';

export function invitationRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const invitations = createInvitationService(context);
    const cookiePolicy = { secure: context.config.publicUrl.startsWith('https:') };
    // Accepting checks a secret token: limited like sign-in, so tokens cannot be tried in bulk.
    const rateLimited = {
      config: { rateLimit: { max: context.config.signInRateLimit.max, timeWindow: context.config.signInRateLimit.windowMs } },
    };
    contractRoute(app, invitationContracts.create, async (request, reply) =>
      reply.code(201).send(await invitations.create(signedInUser(request), request.body)),
    );
    contractRoute(app, invitationContracts.revoke, async (request, reply) => {
      await invitations.revoke(signedInUser(request), request.params.userId);
      return reply.code(204).send(null);
    });
    contractRoute(app, invitationContracts.preview, (request) => invitations.preview(request.body.token), rateLimited);
    contractRoute(
      app,
      invitationContracts.accept,
      async (request, reply) => {
        const person = await invitations.accept(request.body);
        setSessionCookie(reply, await startSession(context.db, context.clock, person), cookiePolicy);
        return { user: toUserInfo(person) };
      },
      rateLimited,
    );
  };
}
