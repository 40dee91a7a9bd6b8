import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { assertSavePrecondition, optionalVersion, savePreconditionOf, versionEntityTag } from './save-precondition.ts';

const current = { version: 4, title: 'Now' };
const stale = () => new HttpError(409, 'conflict', 'stale');
const refusal = async (...args: Parameters<typeof savePreconditionOf>) => {
  try {
    await assertSavePrecondition(savePreconditionOf(...args), current.version, () => current, stale);
    return 'written';
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.code] : error;
  }
};

describe('savePreconditionOf', () => {
  it('takes the body version first, then the entity tags of If-Match; * names no version', () => {
    expect(savePreconditionOf(3, '"4"')).toEqual({ from: 'body', version: 3 });
    expect(savePreconditionOf(undefined, '"3", W/"4"')).toEqual({ from: 'if-match', entityTags: ['"3"', 'W/"4"'] });
    expect(savePreconditionOf(undefined, ['"3"', '"5"'])).toEqual({ from: 'if-match', entityTags: ['"3"', '"5"'] });
    expect(savePreconditionOf(undefined, '*')).toEqual({ from: 'nothing', lastWriteWins: false });
    expect(savePreconditionOf(undefined, undefined)).toEqual({ from: 'nothing', lastWriteWins: false });
    expect(optionalVersion(undefined)).toEqual({ from: 'nothing', lastWriteWins: true });
  });
});

describe('assertSavePrecondition', () => {
  it('lets a save through only from the current version', async () => {
    expect(await refusal(4, undefined)).toBe('written');
    expect(await refusal(undefined, versionEntityTag(4))).toBe('written');
    expect(await refusal(undefined, '"1", "4"')).toBe('written');
  });

  it('refuses a stale body version with the given conflict, a stale If-Match 412, and naming nothing 428', async () => {
    expect(await refusal(3, undefined)).toEqual([409, 'conflict']);
    expect(await refusal(undefined, '"3"')).toEqual([412, 'precondition_failed']);
    expect(await refusal(undefined, 'W/"4"')).toEqual([412, 'precondition_failed']);
    expect(await refusal(undefined, 'garbage')).toEqual([428, 'precondition_required']);
    expect(await refusal(undefined, undefined)).toEqual([428, 'precondition_required']);
  });

  it('lets the last write win where the version is optional', async () => {
    await expect(assertSavePrecondition(optionalVersion(undefined), 9, () => current, stale)).resolves.toBeUndefined();
  });
});
