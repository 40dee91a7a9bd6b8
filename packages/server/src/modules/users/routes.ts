import type { FastifyInstance } from 'fastify';
import { userContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { listPeople } from './repo.ts';

export function userRoutes({ db }: AppContext) {
  return async (app: FastifyInstance) => {
    contractRoute(app, userContracts.list, (request) => listPeople(db, signedInUser(request).accountId, request.query));
  };
}
