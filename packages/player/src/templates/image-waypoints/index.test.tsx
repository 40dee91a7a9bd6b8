import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderExample } from '../../test/render-example.tsx';

describe('image-waypoints renderer', () => {
  it('shows the plan with only the first waypoint open to tap (prompt)', async () => {
    await renderExample('image-waypoints', 'prompt');
    expect(screen.getByRole('img', { name: 'Office floor plan with desks, the stairs and the car park' }).getAttribute('src')).toBe(
      '/examples/images/floor-plan.jpg',
    );
    expect(screen.getByRole('button', { name: 'Open Leave your desk' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Open Stairs, not the lift' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Open Assembly point' }).hasAttribute('disabled')).toBe(true);
  });

  it('has the first stop open with the way on to the next (interacted)', async () => {
    await renderExample('image-waypoints', 'interacted');
    expect(screen.getByText('Stop 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Leave your desk' })).toBeTruthy();
    expect(screen.getByText(/close the door behind you/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next stop' })).toBeTruthy();
  });

  it('has every stop reached (answered)', async () => {
    await renderExample('image-waypoints', 'answered');
    expect(screen.getByRole('button', { name: 'Open Assembly point (visited)' }).hasAttribute('disabled')).toBe(false);
  });

  it('walks the stops in order with the next button', async () => {
    const user = userEvent.setup();
    await renderExample('image-waypoints', 'prompt');
    await user.click(screen.getByRole('button', { name: 'Open Leave your desk' }));
    await user.click(screen.getByRole('button', { name: 'Next stop' }));
    expect(screen.getByText('Stop 2 of 3')).toBeTruthy();
    expect(screen.getByText(/The lifts stop working/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next stop' }));
    expect(screen.getByText(/Report to your fire warden/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next stop' })).toBeNull();
  });
});
