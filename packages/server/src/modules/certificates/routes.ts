import type { FastifyInstance } from 'fastify';
import { certificateContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCertificateService } from './service.ts';

export function certificateRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const certificates = createCertificateService(context);
    const { learnerList, issue, pdf, verify } = certificateContracts;
    contractRoute(app, learnerList, (request) => certificates.list(signedInUser(request)));
    contractRoute(app, issue, (request) => certificates.issue(signedInUser(request), request.params.courseId));
    contractRoute(app, pdf, async (request, reply) => {
      const { bytes, fileName } = await certificates.pdf(signedInUser(request), request.params.courseId, request.query.language);
      // A Buffer is sent as it is (Fastify does not serialise it); the learner's own, so never cached by others.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    });
    contractRoute(app, verify, (request) => certificates.verify(request.params.code));
  };
}
