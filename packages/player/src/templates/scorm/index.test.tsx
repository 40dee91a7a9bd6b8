import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('scorm renderer', () => {
  it('shows the cover with the launch button over it and the package named (prompt)', async () => {
    const { container } = await renderExample('scorm', 'prompt');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/examples/images/compliance-cover.jpg');
    expect(screen.getByRole('button', { name: 'Start the module' })).toBeTruthy();
    expect(container.querySelector('.sw-package__cover--overlay-bottom')).not.toBeNull();
    expect(screen.getByText('Package: anti-bribery-scorm12.zip')).toBeTruthy();
    expect(screen.getByText('Required to complete the lesson')).toBeTruthy();
  });

  it('shows the package opened in the slide (interacted)', async () => {
    await renderExample('scorm', 'interacted');
    expect(screen.getByRole('region', { name: 'anti-bribery-scorm12.zip' })).toBeTruthy();
    expect(screen.getByText('The package plays in the lesson')).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
  });

  it('shows the package completed (answered)', async () => {
    await renderExample('scorm', 'answered');
    expect(screen.getByText('Package: anti-bribery-scorm12.zip')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('opens from the launch button', async () => {
    const user = userEvent.setup();
    await renderExample('scorm', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Start the module' }));
    expect(screen.getByText('The package plays in the lesson')).toBeTruthy();
  });

  it('opens straight away without a launch button (None), and may be optional', async () => {
    await renderExample('scorm', 'prompt', {
      data: { package: 'https://cdn.test/x.zip', buttonPosition: 'None', isRequiredForLessonCompletion: false },
    });
    expect(screen.getByText('The package plays in the lesson')).toBeTruthy();
    expect(screen.queryByText('Required to complete the lesson')).toBeNull();
  });
});
