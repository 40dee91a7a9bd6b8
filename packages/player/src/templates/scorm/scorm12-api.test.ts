import { describe, expect, it, vi } from 'vitest';
import { createScorm12Api, scormResult, type ScormOutcome } from './scorm12-api.ts';

describe('SCORM 1.2 API', () => {
  it('answers nothing before LMSInitialize, and initialises once', () => {
    const api = createScorm12Api();
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('');
    expect(api.LMSGetLastError()).toBe('301');
    expect(api.LMSSetValue('cmi.core.lesson_status', 'completed')).toBe('false');
    expect(api.LMSInitialize('x')).toBe('false');
    expect(api.LMSGetLastError()).toBe('201');
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetLastError()).toBe('0');
    expect(api.LMSInitialize('')).toBe('false');
    expect(api.LMSGetLastError()).toBe('101');
    expect(api.LMSGetErrorString('101')).toBe('General exception');
  });

  it('tells the package who the learner is and that the lesson starts afresh', () => {
    const api = createScorm12Api({ learner: { id: 'u-1', name: 'Rivera, Ana' } });
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.student_id')).toBe('u-1');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Rivera, Ana');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('not attempted');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect(api.LMSGetValue('cmi.core.score._children')).toBe('raw,min,max');
  });

  it('keeps lesson status and score, rejecting values outside their vocabulary and range', () => {
    const api = createScorm12Api();
    api.LMSInitialize('');
    expect(api.LMSSetValue('cmi.core.lesson_status', 'done')).toBe('false');
    expect(api.LMSGetLastError()).toBe('405');
    expect(api.LMSSetValue('cmi.core.lesson_status', 'not attempted')).toBe('false');
    expect(api.LMSSetValue('cmi.core.score.raw', '120')).toBe('false');
    expect(api.LMSSetValue('cmi.core.score.raw', 'eighty')).toBe('false');
    expect(api.LMSGetValue('cmi.core.score.raw')).toBe('');
    expect(api.LMSSetValue('cmi.core.lesson_status', 'passed')).toBe('true');
    expect(api.LMSSetValue('cmi.core.score.raw', '85.5')).toBe('true');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('passed');
    expect(api.LMSGetValue('cmi.core.score.raw')).toBe('85.5');
  });

  it('refuses writes to read-only elements and keywords, reads of write-only ones', () => {
    const api = createScorm12Api();
    api.LMSInitialize('');
    expect(api.LMSSetValue('cmi.core.student_id', 'me')).toBe('false');
    expect(api.LMSGetLastError()).toBe('403');
    expect(api.LMSSetValue('cmi.core._children', 'x')).toBe('false');
    expect(api.LMSGetLastError()).toBe('402');
    expect(api.LMSSetValue('cmi.core.session_time', '0000:12:30.5')).toBe('true');
    expect(api.LMSSetValue('cmi.core.session_time', '12 minutes')).toBe('false');
    expect(api.LMSGetValue('cmi.core.session_time')).toBe('');
    expect(api.LMSGetLastError()).toBe('404');
    expect(api.LMSSetValue('cmi.core.exit', 'suspend')).toBe('true');
    expect(api.LMSSetValue('cmi.suspend_data', 'x'.repeat(4097))).toBe('false');
    expect(api.LMSGetValue('cmi.nothing.here')).toBe('');
    expect(api.LMSGetLastError()).toBe('401');
  });

  it('accepts interactions as the package records them and counts them', () => {
    const api = createScorm12Api();
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.interactions._count')).toBe('0');
    expect(api.LMSSetValue('cmi.interactions.0.id', 'q1')).toBe('true');
    expect(api.LMSSetValue('cmi.interactions.0.result', 'correct')).toBe('true');
    expect(api.LMSSetValue('cmi.interactions.1.id', 'q2')).toBe('true');
    expect(api.LMSGetValue('cmi.interactions._count')).toBe('2');
  });

  it('hands the outcome over on every commit and on finish, then stops answering', () => {
    const onCommit = vi.fn<(outcome: ScormOutcome) => void>();
    const api = createScorm12Api({ onCommit });
    expect(api.LMSCommit('')).toBe('false');
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    expect(api.LMSCommit('')).toBe('true');
    expect(onCommit).toHaveBeenLastCalledWith({ status: 'incomplete', score: null });
    api.LMSSetValue('cmi.core.lesson_status', 'failed');
    api.LMSSetValue('cmi.core.score.raw', '40');
    expect(api.LMSFinish('')).toBe('true');
    expect(onCommit).toHaveBeenLastCalledWith({ status: 'failed', score: 40 });
    expect(onCommit).toHaveBeenCalledTimes(2);
    expect(api.LMSSetValue('cmi.core.lesson_status', 'passed')).toBe('false');
    expect(api.LMSGetLastError()).toBe('301');
    expect(api.LMSFinish('')).toBe('false');
  });
});

describe('scormResult', () => {
  it('is nothing until the package is complete', () => {
    expect(scormResult({ status: 'incomplete', score: 30 })).toBeNull();
    expect(scormResult({ status: 'browsed', score: null })).toBeNull();
    expect(scormResult({ status: 'not attempted', score: null })).toBeNull();
  });

  it('is right when passed, wrong when failed, neither when only completed', () => {
    expect(scormResult({ status: 'passed', score: 90 })).toEqual({ correct: true, answers: { status: 'passed', score: 90 }, points: 0 });
    expect(scormResult({ status: 'failed', score: 20 })).toEqual({ correct: false, answers: { status: 'failed', score: 20 }, points: 0 });
    expect(scormResult({ status: 'completed', score: null })).toEqual({ correct: null, answers: { status: 'completed' }, points: 0 });
  });
});
