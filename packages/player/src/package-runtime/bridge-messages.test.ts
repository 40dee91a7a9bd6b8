import { describe, expect, it } from 'vitest';
import { readRuntimeMessage, readStartMessage } from './bridge-messages.ts';

const channel = 'slidewise-package';

describe('the package bridge’s messages', () => {
  it('reads what the runtime may say: ready, failed and an outcome the SCORM API could have made', () => {
    expect(readRuntimeMessage({ channel, type: 'ready' })).toEqual({ channel, type: 'ready' });
    expect(readRuntimeMessage({ channel, type: 'failed', extra: 'dropped' })).toEqual({ channel, type: 'failed' });
    expect(readRuntimeMessage({ channel, type: 'initialized' })).toEqual({ channel, type: 'initialized' });
    expect(readRuntimeMessage({ channel, type: 'outcome', outcome: { status: 'passed', score: 80, more: 1 } })).toEqual({
      channel,
      type: 'outcome',
      outcome: { status: 'passed', score: 80 },
    });
    expect(readRuntimeMessage({ channel, type: 'outcome', outcome: { status: 'incomplete', score: null } })).not.toBeNull();
  });

  it('ignores other frames’ messages and outcomes the API would never make', () => {
    for (const data of [
      null,
      'ready',
      { type: 'ready' },
      { channel: 'youtube', type: 'ready' },
      { channel, type: 'start', address: '/media/a.zip' },
      { channel, type: 'outcome' },
      { channel, type: 'outcome', outcome: { status: 'mastered', score: 10 } },
      { channel, type: 'outcome', outcome: { status: 'passed', score: 101 } },
      { channel, type: 'outcome', outcome: { status: 'passed', score: -1 } },
      { channel, type: 'outcome', outcome: { status: 'passed', score: '90' } },
      { channel, type: 'outcome', outcome: { status: 'passed', score: Number.NaN } },
    ]) {
      expect([data, readRuntimeMessage(data)]).toEqual([data, null]);
    }
  });

  it('reads the player’s start message, with or without a learner', () => {
    expect(readStartMessage({ channel, type: 'start', address: '/media/a.zip' })).toEqual({
      channel,
      type: 'start',
      address: '/media/a.zip',
    });
    expect(readStartMessage({ channel, type: 'start', address: '/media/a.zip', learner: { id: 'u', name: 'Ana', role: 'x' } })).toEqual({
      channel,
      type: 'start',
      address: '/media/a.zip',
      learner: { id: 'u', name: 'Ana' },
    });
    for (const data of [
      { channel, type: 'ready' },
      { channel, type: 'start' },
      { channel, type: 'start', address: 42 },
      { channel, type: 'start', address: 'x'.repeat(5000) },
      { channel, type: 'start', address: '/media/a.zip', learner: { id: 7, name: 'Ana' } },
    ]) {
      expect([data, readStartMessage(data)]).toEqual([data, null]);
    }
  });
});
