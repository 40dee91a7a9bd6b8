import type { FastifyInstance } from 'fastify';
import { peerContributionContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createPeerContributionService } from './service.ts';

export function peerContributionRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createPeerContributionService(context);
    contractRoute(app, peerContributionContracts.list, (request) => service.list(signedInUser(request), request.query));
    contractRoute(app, peerContributionContracts.approve, (request) =>
      service.approve(signedInUser(request), request.params.attemptId, request.params.slideId),
    );
    contractRoute(app, peerContributionContracts.remove, (request) =>
      service.remove(signedInUser(request), request.params.attemptId, request.params.slideId),
    );
  };
}
