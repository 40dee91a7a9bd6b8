import type { FastifyInstance } from 'fastify';
import { accountContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAccountService } from './service.ts';

export function accountRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const accounts = createAccountService(context);

    contractRoute(app, accountContracts.me, (request) => accounts.userInfo(signedInUser(request)));
    contractRoute(app, accountContracts.account, (request) => accounts.accountInfo(signedInUser(request)));
    contractRoute(app, accountContracts.plan, (request) => accounts.planInfo(signedInUser(request)));
  };
}
