import type { FastifyInstance } from 'fastify';
import { playlistContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createLearnerPlaylistService } from './learner-playlists.ts';
import { createPlaylistService } from './service.ts';

/** Playlists (issue 16): the authors' calls and the learner's. */
export function playlistRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const playlists = createPlaylistService(context);
    const learnerPlaylists = createLearnerPlaylistService(context);
    const { list, create, read, update, remove, publish, unpublish, learnerList, learnerRead } = playlistContracts;

    contractRoute(app, list, (request) => playlists.list(signedInUser(request)));
    contractRoute(app, create, async (request, reply) => reply.code(201).send(await playlists.create(signedInUser(request), request.body)));
    contractRoute(app, read, (request) => playlists.read(signedInUser(request), request.params.playlistId));
    contractRoute(app, update, (request) => playlists.update(signedInUser(request), request.params.playlistId, request.body));
    contractRoute(app, remove, async (request, reply) => {
      await playlists.remove(signedInUser(request), request.params.playlistId);
      return reply.code(204).send();
    });
    contractRoute(app, publish, (request) => playlists.publish(signedInUser(request), request.params.playlistId));
    contractRoute(app, unpublish, (request) => playlists.unpublish(signedInUser(request), request.params.playlistId));
    contractRoute(app, learnerList, (request) => learnerPlaylists.list(signedInUser(request)));
    contractRoute(app, learnerRead, (request) => learnerPlaylists.read(signedInUser(request), request.params.playlistId));
  };
}
