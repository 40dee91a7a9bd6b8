import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mediaContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestLocale } from '../../request-locale.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { refuseSeveralFiles } from './one-file.ts';
import { createMediaService } from './service.ts';
import { UploadRefusalError } from './upload-refusal.ts';

/** Runs a step of an upload, its refusal (templates §5) worded in the caller's language (en-US or es-ES). */
async function inCallerLanguage<T>(request: FastifyRequest, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof UploadRefusalError) throw error.inLanguage(requestLocale(request.headers['accept-language']));
    throw error;
  }
}

export function mediaRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createMediaService(context);

    // Before the body's schema, which takes one file's name and size: several get the spec's own refusal.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.url === mediaContracts.getSignedUploadParams.path)
        await inCallerLanguage(request, () => refuseSeveralFiles(request.body));
    });

    contractRoute(app, mediaContracts.getSignedUploadParams, (request) =>
      inCallerLanguage(request, () => service.getSignedUploadParams(signedInUser(request), request.body)),
    );
    contractRoute(app, mediaContracts.complete, (request) =>
      inCallerLanguage(request, () => service.complete(signedInUser(request), request.params.mediaId)),
    );
    contractRoute(app, mediaContracts.list, (request) => service.list(signedInUser(request), request.query));
    contractRoute(app, mediaContracts.get, (request) => service.get(signedInUser(request), request.params.mediaId));
    contractRoute(app, mediaContracts.file, (request, reply) =>
      service.sendFile(request, reply, signedInUser(request), request.params.mediaId, request.query.variant),
    );
    contractRoute(app, mediaContracts.delete, async (request, reply) => {
      await service.delete(signedInUser(request), request.params.mediaId);
      return reply.code(204).send();
    });

    // The disk back end's upload: the body is the file, whatever its type, read by the handler as a
    // stream (never parsed, never buffered whole), so this route has a parser of its own.
    await app.register((uploads, _options, registered) => {
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      contractRoute(uploads, mediaContracts.upload, (request) => {
        const declared = request.headers['content-length'];
        return inCallerLanguage(request, () =>
          service.receiveUpload(
            request.params.mediaId,
            request.query,
            request.raw,
            declared === undefined ? undefined : Number(declared),
            request.headers['content-type'],
          ),
        );
      });
      registered();
    });
  };
}
