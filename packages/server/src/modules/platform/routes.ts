import type { FastifyInstance } from 'fastify';
import { platformContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { createPlatformService } from './service.ts';

export function platformRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const platform = createPlatformService(context);
    contractRoute(app, platformContracts.listAccounts, (request) => platform.list(request.query.search));
    contractRoute(app, platformContracts.changePlan, (request) => platform.changePlan(request.params.accountId, request.body));
    contractRoute(app, platformContracts.changeFlags, (request) => platform.changeFlags(request.params.accountId, request.body));
  };
}
