import { join } from 'node:path';
import { packageRefusalCodes, UPLOAD_REFUSAL_CODES, userImportErrorCodes } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import english from '../packages/web/public/locales/en-US/translation.json';
import spanish from '../packages/web/public/locales/es-ES/translation.json';
import { scanServerErrorCodes } from './server-error-codes.ts';

const repository = join(import.meta.dirname, '..');
const scan = scanServerErrorCodes(join(repository, 'packages/server/src'), join(repository, 'packages/core/src'));

/**
 * Codes passed on through a parameter or a table, which the scan cannot read: each place, and the codes
 * it stands for. A new such place fails the test below until it is named here.
 */
const codesOfDynamicArguments: Record<string, readonly string[]> = {
  // `conflict()` and insertUnique() themselves: their callers' codes are read from the calls.
  'http-error.ts: code': [],
  'modules/public-details/service.ts: code': [],
  'modules/conferences/service.ts: refusals[refusal].code': ['conference_full', 'conference_ended'],
  'modules/conferences/service.ts: refusals.ended.code': ['conference_ended'],
  // Worded in both languages by core (see `wordedByCore`).
  'modules/media/upload-refusal.ts: UPLOAD_REFUSAL_CODES[refusal]': Object.values(UPLOAD_REFUSAL_CODES),
  'content-packages/package-refusal.ts: code': packageRefusalCodes,
};

/** Refusals core words in English and Spanish (the upload pages and the package import show them in the reader's language). */
const wordedByCore = new Set<string>([...Object.values(UPLOAD_REFUSAL_CODES), ...packageRefusalCodes]);
/** AI refusals are worded by aiErrorMessage (packages/web/src/api/ai-error-message.ts) under aiGeneration.errors. */
const isAiCode = (code: string) => code.startsWith('ai_');
/** Codes that never reach a person through the web app. Keep this short, and say why. */
const internal = new Set([
  // The analytics tracker sends its events in the background and drops the ones refused.
  'invalid_events',
  // Only the health check answers it, for the load balancer.
  'database_unavailable',
  // The browser's media player asks for byte ranges itself and shows no message.
  'range_not_satisfiable',
]);

const codes = [...scan.codes.keys(), ...Object.values(codesOfDynamicArguments).flat()];
const needTranslation = [...new Set(codes)].filter((code) => !wordedByCore.has(code) && !isAiCode(code) && !internal.has(code)).sort();

describe('the server’s error codes', () => {
  it('are all found by the scan (a code passed through a parameter is named above)', () => {
    expect(scan.dynamic.map(({ file, argument }) => `${file}: ${argument}`).sort()).toEqual(Object.keys(codesOfDynamicArguments).sort());
    // The scan reads the refusals the server is known to send in each way: a helper, a constant, a hand-written reply.
    expect(needTranslation).toEqual(
      expect.arrayContaining(['conflict', 'incomplete_slides', 'validation_failed', 'already_exists', 'url_slug_taken', 'bad_request']),
    );
  });

  it.each([
    ['en-US', english.errors.codes],
    ['es-ES', spanish.errors.codes],
  ])('each have a sentence in %s (errors.codes.<code>)', (_language, translations) => {
    expect(needTranslation.filter((code) => !Object.hasOwn(translations, code))).toEqual([]);
  });

  it('leave no translation behind for a code the server no longer sends', () => {
    // Variants of a code (`lesson-locked_interval`, i18next's context) belong to it.
    const stale = Object.keys(english.errors.codes).filter(
      (key) => !needTranslation.includes(key) && !needTranslation.includes(key.replace(/_[a-z]+$/, '')),
    );
    expect(stale).toEqual([]);
  });
});

/** The `{{name}}` values a sentence uses, so both languages name the same things. */
const placeholders = (sentence: string) => [...sentence.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// A people import reports its problems per row, not as a refusal: the server types each row error's code by
// core's list (`userImportErrorCodes`), so that list is every code it can send.
describe('the people import’s row-error codes', () => {
  const englishRowErrors = english.people.import.rowErrors as Record<string, string>;
  const spanishRowErrors = spanish.people.import.rowErrors as Record<string, string>;

  it.each([
    ['en-US', englishRowErrors],
    ['es-ES', spanishRowErrors],
  ])('each have a sentence in %s (people.import.rowErrors.<code>), and no other code has one', (_language, translations) => {
    expect(userImportErrorCodes.filter((code) => !Object.hasOwn(translations, code))).toEqual([]);
    expect(Object.keys(translations).filter((code) => !(userImportErrorCodes as readonly string[]).includes(code))).toEqual([]);
  });

  it('name the same values in English and Spanish', () => {
    const mismatched = userImportErrorCodes.filter(
      (code) => placeholders(englishRowErrors[code] ?? '').join() !== placeholders(spanishRowErrors[code] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });
});
