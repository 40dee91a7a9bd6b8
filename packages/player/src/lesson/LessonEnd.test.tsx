import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerLanguageProvider } from '../i18n/player-language.tsx';
import { LessonEnd, type LessonEndResult } from './LessonEnd.tsx';
import { lessonEndTexts } from './lesson-end-text.ts';

const result = (changes: Partial<LessonEndResult> = {}): LessonEndResult => ({
  score: 83,
  stars: 2,
  totalStars: 3,
  newStars: 1,
  verdict: 'completed',
  bestScore: 83,
  parts: [
    { slideNumber: 2, points: 983, maxPoints: 1000, worth: 50, earned: 49.15 },
    { slideNumber: 4, points: 1000, maxPoints: 3000, worth: 50, earned: 16.6667 },
  ],
  leaderboardEnabled: true,
  ...changes,
});

function renderEnd(end: LessonEndResult, language = 'en-US') {
  return render(
    <PlayerLanguageProvider language={language}>
      <LessonEnd end={{ status: 'done', result: end }} actions={<a href="/next">Next lesson: Safety</a>} />
    </PlayerLanguageProvider>,
  );
}

describe('the end of a lesson', () => {
  // Issue 11, seen: a replay scoring 33/100 showed "Passed" with the course's passing score of 0.
  it('with no passing score a 33 is "Completed", never "Passed", and no passing score is shown', () => {
    renderEnd(result({ score: 33, verdict: 'completed' }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('Completed')).toBeTruthy();
    expect(within(status).queryByText('Passed')).toBeNull();
    expect(document.body.textContent).not.toMatch(/passing score/i);
  });

  it('with a passing score, says passed or not passed yet', () => {
    const passed = renderEnd(result({ verdict: 'passed' }));
    expect(screen.getByText('Passed')).toBeTruthy();
    passed.unmount();
    renderEnd(result({ score: 33, verdict: 'not-passed' }));
    expect(screen.getByText('Not passed yet')).toBeTruthy();
  });

  it('shows the score, the stars earned with a celebration, and how the slides made the score', () => {
    renderEnd(result());
    expect(screen.getByTestId('lesson-score').textContent).toBe('83 out of 100');
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    expect(screen.getByTestId('lesson-stars').classList.contains('sw-lesson-end__stars--celebrate')).toBe(true);
    expect(screen.getByText('+1 new star')).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Slide 2983 of 1,000 points+49.2 of 50',
      'Slide 41,000 of 3,000 points+16.7 of 50',
    ]);
    expect(screen.getByText('On the course leaderboard your best score in each lesson adds up.')).toBeTruthy();
  });

  it('no stars earned: no celebration; no leaderboard: no word of it', () => {
    renderEnd(result({ stars: 0, newStars: 0, leaderboardEnabled: false }));
    expect(screen.getByTestId('lesson-stars').classList.contains('sw-lesson-end__stars--celebrate')).toBe(false);
    expect(screen.getByText('No new stars this time')).toBeTruthy();
    expect(screen.queryByText(/leaderboard/)).toBeNull();
  });

  it('offers what to do next under its own heading', () => {
    renderEnd(result());
    const next = screen.getByRole('navigation', { name: 'What next?' });
    expect(within(next).getByRole('link', { name: 'Next lesson: Safety' })).toBeTruthy();
  });

  it('speaks Spanish in a Spanish lesson', () => {
    renderEnd(result({ verdict: 'completed' }), 'es-ES');
    expect(screen.getByText('Completada')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lección completada' })).toBeTruthy();
  });

  it('has every English text in Spanish, with the same placeholders', () => {
    const english = lessonEndTexts['en-US'];
    const spanish = lessonEndTexts['es-ES'];
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(english) as (keyof typeof english)[])
      expect(placeholders(spanish[key]), key).toEqual(placeholders(english[key]));
  });
});
