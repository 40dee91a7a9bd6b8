import type { FastifyInstance } from 'fastify';
import { leaderboardContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createLeaderboardService } from './service.ts';

export function leaderboardRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const boards = createLeaderboardService(context);
    const { list, create, read, update, remove, publish, end, standings, learnerList, learnerStandings } = leaderboardContracts;
    contractRoute(app, list, (request) => boards.list(signedInUser(request)));
    contractRoute(app, create, async (request, reply) => reply.code(201).send(await boards.create(signedInUser(request), request.body)));
    contractRoute(app, read, (request) => boards.read(signedInUser(request), request.params.leaderboardId));
    contractRoute(app, update, (request) => boards.update(signedInUser(request), request.params.leaderboardId, request.body));
    contractRoute(app, remove, async (request, reply) => {
      await boards.remove(signedInUser(request), request.params.leaderboardId);
      return reply.code(204).send();
    });
    contractRoute(app, publish, (request) => boards.publish(signedInUser(request), request.params.leaderboardId));
    contractRoute(app, end, (request) => boards.end(signedInUser(request), request.params.leaderboardId));
    contractRoute(app, standings, (request) => boards.standings(signedInUser(request), request.params.leaderboardId));
    contractRoute(app, learnerList, (request) => boards.learnerList(signedInUser(request)));
    contractRoute(app, learnerStandings, (request) => boards.learnerStandings(signedInUser(request), request.params.leaderboardId));
  };
}
