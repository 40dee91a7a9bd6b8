import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteCodeCreateBodySchema, inviteCodeSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createInviteCodeService } from './service.ts';

const tags = ['invite codes'];

export function inviteCodeRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const inviteCodes = createInviteCodeService(context);

    routes.get('/api/invite-codes', { schema: { tags, summary: "The account's invite codes, newest first", response: { 200: z.array(inviteCodeSchema) } } }, (request) =>
      inviteCodes.list(signedInUser(request)),
    );

    routes.post(
      '/api/invite-codes',
      { schema: { tags, summary: 'Create an invite code that lets people sign up into this account', body: inviteCodeCreateBodySchema, response: { 201: inviteCodeSchema } } },
      async (request, reply) => reply.code(201).send(await inviteCodes.create(signedInUser(request), request.body)),
    );
  };
}
