import { describe, expect, it } from 'vitest';
import { pointsOf, previewItemsDone, readGameSettings, readQuizAnswer, starsEarned } from './scoring.ts';

describe('starsEarned', () => {
  const thresholds = { pointsForOneStar: 1000, pointsForAllStars: 3000, totalStars: 3 };

  it('gives none below the one-star points and all from the all-stars points', () => {
    expect(starsEarned(999, thresholds)).toBe(0);
    expect(starsEarned(1000, thresholds)).toBe(1);
    expect(starsEarned(3000, thresholds)).toBe(3);
    expect(starsEarned(9000, thresholds)).toBe(3);
  });

  it('spreads the stars between over the points between', () => {
    expect(starsEarned(1999, thresholds)).toBe(1);
    expect(starsEarned(2000, thresholds)).toBe(2);
    expect(starsEarned(2999, thresholds)).toBe(2);
  });

  it('with the spec defaults (1000 each) any 1000 points earns every star', () => {
    expect(starsEarned(1000, { pointsForOneStar: 1000, pointsForAllStars: 1000, totalStars: 3 })).toBe(3);
    expect(starsEarned(500, { pointsForOneStar: 1000, pointsForAllStars: 1000, totalStars: 3 })).toBe(0);
  });
});

describe('readGameSettings', () => {
  it('reads the timer, thresholds and star count, with the spec defaults when missing', () => {
    expect(readGameSettings({})).toEqual({
      timerLimitMs: 20000,
      timerDisabled: false,
      pointsForOneStar: 1000,
      pointsForAllStars: 1000,
      totalStars: 1,
    });
    expect(
      readGameSettings({
        timer: { limit: 5000, disabled: true },
        stars: { minimumPoints: 200, maximumPoints: 800 },
        challenge_configuration: { nb_stars: 5 },
      }),
    ).toEqual({ timerLimitMs: 5000, timerDisabled: true, pointsForOneStar: 200, pointsForAllStars: 800, totalStars: 5 });
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
