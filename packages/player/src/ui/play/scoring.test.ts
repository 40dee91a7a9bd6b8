import { describe, expect, it } from 'vitest';
import { pointsOf, previewItemsDone, readGameSettings, readQuizAnswer } from './scoring.ts';

describe('readGameSettings', () => {
  it('reads the timer, with the spec defaults when missing', () => {
    expect(readGameSettings({})).toEqual({ timerLimitMs: 20000, timerDisabled: false });
    expect(readGameSettings({ timer: { limit: 5000, disabled: true } })).toEqual({ timerLimitMs: 5000, timerDisabled: true });
    expect(readGameSettings({}, 30000).timerLimitMs).toBe(30000);
  });
});

describe('previewItemsDone and pointsOf', () => {
  it('is nothing at first, the first item after one answer, everything when answered', () => {
    expect(pointsOf([200, 400], previewItemsDone('prompt', 2))).toBe(0);
    expect(pointsOf([200, 400], previewItemsDone('interacted', 2))).toBe(200);
    expect(pointsOf([200, 400], previewItemsDone('answered', 2))).toBe(600);
  });

  it('lets a game whose interacted picture is mid-item score nothing yet', () => {
    expect(previewItemsDone('interacted', 4, 0)).toBe(0);
    expect(previewItemsDone('interacted', 0)).toBe(0);
  });
});

describe('readQuizAnswer', () => {
  it('falls back to the default reinforcements when they are emptied', () => {
    const answer = readQuizAnswer({ answer: { correct: ' ', incorrect: '', text: 'Why', takeaway: 'Remember', value: 7 } });
    expect(answer).toEqual({
      explanation: 'Why',
      correctMessage: "That's correct!",
      incorrectMessage: 'Not quite...',
      takeaway: 'Remember',
      value: 7,
    });
  });
});
