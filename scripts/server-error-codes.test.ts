import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanServerErrorCodes } from './server-error-codes.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function sources(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'error-codes-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('scanServerErrorCodes', () => {
  const core = sources({ 'api/errors.ts': "export const VALIDATION_FAILED = 'validation_failed';" });

  it('reads each way a refusal names its code', () => {
    const server = sources({
      'http-error.ts': "export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);",
      'modules/a/service.ts': [
        "throw conflict('email_taken', 'This e-mail address already belongs to someone.');",
        'throw new HttpError(',
        '  400,',
        '  VALIDATION_FAILED,',
        "  'Rate each criterion once.',",
        ');',
        "throw new HttpError(error.quota ? 429 : 502, 'ai_quota', error.message);",
        "class Refused extends HttpError { constructor(message: string) { super(422, 'document_unreadable', message); } }",
        "reply.code(416).send({ message: 'Outside the file.', code: 'range_not_satisfiable' });",
        "async function insertUnique<T>(write: () => Promise<T>, message: string, code = 'already_exists'): Promise<T> {",
        '  throw conflict(code, message);',
        '}',
        "await insertUnique(() => insert(db, { slug }), taken(slug), 'url_slug_taken');",
      ].join('\n'),
      'plugins/errors.ts': "const codeByStatus: Record<number, string> = { 405: 'method_not_allowed', 413: 'payload_too_large' };",
    });
    const { codes, dynamic } = scanServerErrorCodes(server, core);
    expect([...codes.keys()].sort()).toEqual([
      'ai_quota',
      'already_exists',
      'document_unreadable',
      'email_taken',
      'method_not_allowed',
      'not_found',
      'payload_too_large',
      'range_not_satisfiable',
      'url_slug_taken',
      'validation_failed',
    ]);
    expect(codes.get('email_taken')).toEqual(['modules/a/service.ts']);
    expect(dynamic).toEqual([{ file: 'modules/a/service.ts', argument: 'code' }]);
  });

  it('reports a code it cannot read and leaves tests and test helpers out', () => {
    const server = sources({
      'modules/b/service.ts': 'throw conflict(refusals[refusal].code, refusals[refusal].message);',
      'modules/b/service.test.ts': "throw conflict('from_a_test', 'x');",
      'modules/b/testing/suite.ts': "throw conflict('from_a_helper', 'x');",
    });
    const { codes, dynamic } = scanServerErrorCodes(server, core);
    expect([...codes.keys()]).toEqual([]);
    expect(dynamic).toEqual([{ file: 'modules/b/service.ts', argument: 'refusals[refusal].code' }]);
  });
});
