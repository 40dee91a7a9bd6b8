import type { FastifyInstance } from 'fastify';
import { packageOriginContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';

/** Tells the lesson player where packages play (package-origin/package-server.ts serves them). */
export function packageOriginRoutes({ config }: AppContext) {
  return async (app: FastifyInstance) => {
    contractRoute(app, packageOriginContracts.read, async () => ({ packageOrigin: config.packageOrigin }));
  };
}
