import { describe, expect, it } from 'vitest';
import { aiccRawScore, aiccStatus, getParamData, hacpAnswer, hacpErrors, readAiccData } from './hacp-messages.ts';

describe('HACP messages', () => {
  it('reads PutParam’s aicc_data whatever the case of its names, keeping [Core_Lesson] as written', () => {
    const data =
      '[CORE]\r\nlesson_location = page-3\r\nLESSON_STATUS=i,suspend\r\nScore=72,100,0\r\n[Core_Lesson]\r\nstep=3;answers=a,b\r\nmore=1\r\n[Core_Vendor]\r\nx=1';
    expect(readAiccData(data)).toEqual({
      core: { lesson_location: 'page-3', lesson_status: 'i,suspend', score: '72,100,0' },
      coreLesson: 'step=3;answers=a,b\nmore=1',
    });
  });

  it('reads statuses by their first letter and the raw score before its range', () => {
    expect(['passed', 'P', 'completed', 'f', 'incomplete,exit', 'browsed', 'n', 'x', undefined].map(aiccStatus)).toEqual([
      'passed',
      'passed',
      'completed',
      'failed',
      'incomplete',
      'browsed',
      'not attempted',
      null,
      null,
    ]);
    expect([aiccRawScore('72,100,0'), aiccRawScore(' 90 '), aiccRawScore('abc'), aiccRawScore(undefined)]).toEqual(['72', '90', '', '']);
  });

  it('answers GetParam with the learner and where the unit left off, resuming once begun', () => {
    const data = getParamData({
      studentId: 'u-1',
      studentName: 'Rivera, Ana',
      location: 'page-3',
      status: 'incomplete',
      score: '',
      suspendData: 'step=3',
      launchData: 'level=1',
      masteryScore: 80,
    });
    expect(data.split('\r\n')).toEqual([
      '[Core]',
      'Student_ID=u-1',
      'Student_Name=Rivera, Ana',
      'Lesson_Location=page-3',
      'Credit=credit',
      'Lesson_Status=incomplete,resume',
      'Score=',
      'Time=00:00:00',
      'Lesson_Mode=normal',
      '[Core_Lesson]',
      'step=3',
      '[Core_Vendor]',
      'level=1',
      '[Student_Data]',
      'Mastery_Score=80',
    ]);
    expect(hacpAnswer(hacpErrors.invalidSession)).toBe('error=3\r\nerror_text=Invalid Session ID\r\nversion=4.0\r\n');
  });
});
