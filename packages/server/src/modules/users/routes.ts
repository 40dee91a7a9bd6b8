import type { FastifyInstance } from 'fastify';
import { seesHiddenPeople, userContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { listPeople } from './repo.ts';

export function userRoutes({ db }: AppContext) {
  return async (app: FastifyInstance) => {
    contractRoute(app, userContracts.list, (request) => {
      const viewer = signedInUser(request);
      return listPeople(db, viewer.accountId, request.query, seesHiddenPeople(viewer));
    });
  };
}
