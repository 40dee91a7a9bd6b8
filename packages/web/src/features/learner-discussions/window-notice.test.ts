import { describe, expect, it } from 'vitest';
import { windowNotice } from './window-notice.ts';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const before = '2026-03-01T00:00:00.000Z';
const after = '2026-03-20T00:00:00.000Z';

describe('windowNotice', () => {
  it('says when a window not open yet opens', () => {
    expect(windowNotice({ startDateTime: after, endDateTime: null }, false, now)).toEqual({ kind: 'notOpen', at: after });
  });

  it('says when a closed window closed', () => {
    expect(windowNotice({ startDateTime: before, endDateTime: before }, false, now)).toEqual({ kind: 'closed', at: before });
  });

  it('says until when an open window stays open, and nothing for an open end', () => {
    expect(windowNotice({ startDateTime: before, endDateTime: after }, true, now)).toEqual({ kind: 'openUntil', at: after });
    expect(windowNotice({ startDateTime: null, endDateTime: null }, true, now)).toBeNull();
  });
});
