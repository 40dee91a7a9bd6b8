import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

const question = 'Pitch our new savings account to a customer in one minute.';
const prompt = 'Look at the camera and speak as you would to the customer.';

describe('video-contribution renderer', () => {
  it('asks the question with the recording prompt and the record button (prompt)', async () => {
    await renderExample('video-contribution', 'prompt');
    expect(screen.getByText(question)).toBeTruthy();
    expect(screen.getByText(prompt)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record a video' })).toBeTruthy();
  });

  it('keeps the prompt in view while recording (interacted)', async () => {
    await renderExample('video-contribution', 'interacted');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Recording…');
    expect(status.textContent).toContain(prompt);
  });

  it('shows the recorded video on the wall (answered)', async () => {
    await renderExample('video-contribution', 'answered');
    expect(screen.getByText('Your video is ready to share')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contributions from your peers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('records, then shares', async () => {
    const user = userEvent.setup();
    await renderExample('video-contribution', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Record a video' }));
    expect(screen.getByText('Recording…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Your video is ready to share')).toBeTruthy();
  });
});
