import type { FastifyInstance } from 'fastify';
import { notificationContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createNotificationService } from './service.ts';

export function notificationRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createNotificationService(context);
    contractRoute(app, notificationContracts.list, (request) => service.list(signedInUser(request), request.query.limit));
    contractRoute(app, notificationContracts.markRead, (request) => service.markRead(signedInUser(request), request.body));
    contractRoute(app, notificationContracts.preferences, (request) => service.preferences(signedInUser(request)));
    contractRoute(app, notificationContracts.savePreferences, (request) =>
      service.savePreferences(signedInUser(request), request.body.items),
    );
  };
}
