import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const slider = () =>
  screen.getByRole('slider', { name: 'How confident do you feel handling a complaint on your own?' }) as HTMLInputElement;

describe('slider-survey renderer', () => {
  it('asks the question with the slider in the middle between its labelled ends (prompt)', async () => {
    await renderExample('slider-survey', 'prompt');
    expect(slider().value).toBe('5');
    expect([slider().min, slider().max, slider().step]).toEqual(['0', '10', '1']);
    expect(screen.getByText('Not at all')).toBeTruthy();
    expect(screen.getByText('Completely')).toBeTruthy();
    expect(screen.getByText('Your value: 5')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { hidden: true }).map((tick) => tick.textContent)).toEqual(['0', '5', '10']);
  });

  it('has the slider moved (interacted)', async () => {
    await renderExample('slider-survey', 'interacted');
    expect(slider().value).toBe('8');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('shows the learner’s value and an example average (answered)', async () => {
    await renderExample('slider-survey', 'answered');
    expect(screen.getByText('Your value: 8')).toBeTruthy();
    expect(screen.getByText('Average: 6')).toBeTruthy();
    expect(screen.getByText('Example results: learners’ real answers appear here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    await renderExample('slider-survey', 'prompt', { mode: 'play', onResult });
    fireEvent.change(slider(), { target: { value: '3' } });
    expect(screen.getByText('Your value: 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: 3, points: 0 });
    expect(screen.queryByText(/Average/)).toBeNull();
  });
});
