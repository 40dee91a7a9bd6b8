import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { movesOnByKeyboard, playCallbacks } from '../../test/content-play.ts';
import { renderExample } from '../../test/render-example.tsx';

describe('aicc play', () => {
  it('plays a launch page in a sandboxed frame and lets the learner move on (no completion to wait for)', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('aicc', 'prompt', {
      mode: 'play',
      ...callbacks,
      data: {
        package: 'https://media.slidewise.dev/aicc/forklift/start.html',
        isRequiredForLessonCompletion: true,
        buttonText: 'Open the theory module',
        buttonPosition: 'Below',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    const frame = screen.getByTitle('start.html (course package)');
    expect(frame.getAttribute('src')).toBe('https://media.slidewise.dev/aicc/forklift/start.html');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });

  it('says the example’s zip cannot be started, and still lets the learner on', async () => {
    const user = userEvent.setup();
    const callbacks = playCallbacks();
    await renderExample('aicc', 'prompt', { mode: 'play', ...callbacks });
    await user.click(screen.getByRole('button', { name: 'Open the theory module' }));
    expect(screen.getByRole('alert').textContent).toBe('The package could not be opened');
    await movesOnByKeyboard(user, 'Continue', callbacks);
  });
});
