import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userListQuerySchema, userListSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { listPeople } from './repo.ts';

const tags = ['users'];

export function userRoutes({ db }: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/users',
      {
        schema: {
          tags,
          summary: "The account's people, for pickers such as course sharing",
          description: 'Ordered by first and last name; at most 50 are listed, `totalCount` says how many match.',
          querystring: userListQuerySchema,
          response: { 200: userListSchema },
        },
      },
      (request) => listPeople(db, signedInUser(request).accountId, request.query),
    );
  };
}
