import { describe, expect, it } from 'vitest';
import { readRuntimeMessage, readStartMessage } from './bridge-messages.ts';

const channel = 'slidewise-package';
const values = { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '80', 'cmi.suspend_data': 'page=3' };

describe('the package bridge’s messages', () => {
  it('reads what the runtime may say: ready, failed, initialized and a commit’s data-model values', () => {
    expect(readRuntimeMessage({ channel, type: 'ready' })).toEqual({ channel, type: 'ready' });
    expect(readRuntimeMessage({ channel, type: 'failed', extra: 'dropped' })).toEqual({ channel, type: 'failed' });
    expect(readRuntimeMessage({ channel, type: 'initialized' })).toEqual({ channel, type: 'initialized' });
    expect(readRuntimeMessage({ channel, type: 'commit', standard: 'scorm12', values, more: 1 })).toEqual({
      channel,
      type: 'commit',
      standard: 'scorm12',
      values,
    });
  });

  it('ignores other frames’ messages and commits the server would refuse', () => {
    for (const data of [
      null,
      'ready',
      { type: 'ready' },
      { channel: 'youtube', type: 'ready' },
      { channel, type: 'start', address: '/media/a.zip' },
      { channel, type: 'commit' },
      { channel, type: 'commit', standard: 'scorm3', values },
      { channel, type: 'commit', standard: 'scorm12', values: { 'window.name': 'x' } },
      { channel, type: 'commit', standard: 'scorm12', values: { 'cmi.suspend_data': 7 } },
      { channel, type: 'commit', standard: 'scorm12', values: { 'cmi.suspend_data': 'x'.repeat(64_001) } },
    ]) {
      expect([data, readRuntimeMessage(data)]).toEqual([data, null]);
    }
  });

  it('reads the player’s start message, with or without a learner and stored data', () => {
    expect(readStartMessage({ channel, type: 'start', address: '/media/a.zip' })).toEqual({
      channel,
      type: 'start',
      address: '/media/a.zip',
    });
    expect(
      readStartMessage({
        channel,
        type: 'start',
        address: '/media/a.zip',
        learner: { id: 'u', name: 'Ana', role: 'x' },
        stored: { standard: 'scorm2004-4th', values: { 'cmi.location': '4' } },
      }),
    ).toEqual({
      channel,
      type: 'start',
      address: '/media/a.zip',
      learner: { id: 'u', name: 'Ana' },
      stored: { standard: 'scorm2004-4th', values: { 'cmi.location': '4' } },
    });
    for (const data of [
      { channel, type: 'ready' },
      { channel, type: 'start' },
      { channel, type: 'start', address: 42 },
      { channel, type: 'start', address: 'x'.repeat(5000) },
      { channel, type: 'start', address: '/media/a.zip', learner: { id: 7, name: 'Ana' } },
      { channel, type: 'start', address: '/media/a.zip', stored: { standard: 'scorm12', values: { 'cmi.x': 1 } } },
    ]) {
      expect([data, readStartMessage(data)]).toEqual([data, null]);
    }
  });
});
