import type { FastifyInstance } from 'fastify';
import { peopleContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { CSV_CONTENT_TYPE, parseImportFile, XLSX_CONTENT_TYPE } from './parse-file.ts';
import { createUserImportService } from './service.ts';
import { csvTemplate, xlsxTemplate } from './template.ts';

/** 10,000 people with long names and several groups each stay far below this. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export function userImportRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const imports = createUserImportService(context);
    // The file is the body (until uploads land, issue 13): CSV as text, a spreadsheet as bytes. Only these
    // routes' plugin scope reads those types.
    app.addContentTypeParser(CSV_CONTENT_TYPE, { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    app.addContentTypeParser(XLSX_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const options = { bodyLimit: IMPORT_BODY_LIMIT };

    contractRoute(app, peopleContracts.importTemplate, async (request, reply) => {
      const name = `people-template.${request.query.format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (request.query.format === 'xlsx') return reply.type(XLSX_CONTENT_TYPE).send(await xlsxTemplate());
      return reply.type(`${CSV_CONTENT_TYPE}; charset=utf-8`).send(csvTemplate());
    });
    contractRoute(
      app,
      peopleContracts.importPreview,
      async (request) => imports.preview(signedInUser(request), await parseImportFile(request.body, request.headers['content-type'])),
      options,
    );
    contractRoute(
      app,
      peopleContracts.import,
      async (request, reply) => {
        const lines = await parseImportFile(request.body, request.headers['content-type']);
        const report = await imports.apply(signedInUser(request), lines, request.query.skipInvalid);
        return reply.code(report.applied ? 200 : 422).send(report);
      },
      options,
    );
  };
}
