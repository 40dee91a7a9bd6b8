import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userGroupCreateBodySchema, userGroupSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createUserGroupService } from './service.ts';

const tags = ['user groups'];

export function userGroupRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const userGroups = createUserGroupService(context);

    routes.get('/api/usergroups', { schema: { tags, summary: "The account's user groups with their member counts", response: { 200: z.array(userGroupSchema) } } }, (request) =>
      userGroups.list(signedInUser(request)),
    );

    routes.post(
      '/api/usergroups',
      { schema: { tags, summary: 'Create a user group', body: userGroupCreateBodySchema, response: { 201: userGroupSchema } } },
      async (request, reply) => reply.code(201).send(await userGroups.create(signedInUser(request), request.body.name)),
    );
  };
}
