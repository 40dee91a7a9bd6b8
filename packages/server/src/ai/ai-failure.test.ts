import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.ts';
import { aiFailed, aiFailureReason, isModelCallError } from './ai-failure.ts';
import { InvalidAiOutputError, NO_USAGE } from './generate-valid.ts';

const providerAnswered = (statusCode: number) =>
  new APICallError({ message: 'upstream', url: 'https://ai.example/v1', requestBodyValues: {}, statusCode });

const timedOut = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

describe('one answer for every failed AI action', () => {
  it.each([
    [providerAnswered(429), 'quota_exceeded', /quota or rate limit/],
    [providerAnswered(402), 'quota_exceeded', /quota or rate limit/],
    [providerAnswered(401), 'refused_by_model', /refused the key\. Check the provider key in Settings → AI/],
    [providerAnswered(400), 'refused_by_model', /refused the request \(400\)/],
    [providerAnswered(503), 'server_error', /could not be reached or failed \(503\)/],
    [
      new InvalidAiOutputError(3, ['lessons: Required'], NO_USAGE),
      'refused_by_model',
      /did not fit, even after 3 tries \(lessons: Required\)/,
    ],
    [timedOut(), 'timeout', /took too long/],
    [new Error('socket hang up'), 'server_error', /could not be reached/],
  ])('answers 502 ai_failed naming the action, the reason in details (%#)', (error, reason, words) => {
    const failure = aiFailed('Writing this lesson', error);
    expect([failure.statusCode, failure.code, failure.details]).toEqual([502, 'ai_failed', { reason }]);
    expect(failure.message).toMatch(/^Writing this lesson failed: /);
    expect(failure.message).toMatch(words);
    expect(aiFailureReason(error)).toBe(reason);
  });

  it('answers our own refusals as they are, and records them with the closest reason', () => {
    const limited = new HttpError(429, 'ai_rate_limited', 'Used up.');
    const notConfigured = new HttpError(409, 'ai_not_configured', 'No provider.');
    expect(aiFailed('Narrating this slide', limited)).toBe(limited);
    expect(aiFailureReason(limited)).toBe('quota_exceeded');
    expect(aiFailureReason(notConfigured)).toBe('server_error');
    // A failure already answered keeps its reason when it is recorded.
    expect(aiFailureReason(aiFailed('Translating this course', timedOut()))).toBe('timeout');
  });

  it("tells a model call's failure from a fault in our own code", () => {
    expect(isModelCallError(providerAnswered(500))).toBe(true);
    expect(isModelCallError(new InvalidAiOutputError(1, [], NO_USAGE))).toBe(true);
    expect(isModelCallError(timedOut())).toBe(true);
    expect(isModelCallError(new TypeError('x is undefined'))).toBe(false);
  });
});
