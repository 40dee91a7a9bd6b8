import { TOAST_ANIMATION_MS, TOAST_DURATION_MS, TOAST_WIDTH, TOAST_Z_INDEX } from '@slidewise/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../test/with-i18n.tsx';
import { useToast, type ToastApi } from './toast-context.ts';
import { ToastProvider } from './ToastProvider.tsx';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

async function renderToasts() {
  const Wrapper = await withI18n();
  render(
    <Wrapper>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </Wrapper>,
  );
}

const shownMessages = () => screen.queryAllByRole('status').map((toast) => toast.textContent?.replace('×', ''));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most five and brings queued ones in as others close', async () => {
    await renderToasts();
    act(() => {
      for (let index = 1; index <= 7; index += 1) api.add({ id: String(index), message: `toast ${index}` });
    });
    expect(shownMessages()).toEqual(['toast 1', 'toast 2', 'toast 3', 'toast 4', 'toast 5']);

    act(() => api.remove('1'));
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(shownMessages()).toContain('toast 6');
    expect(shownMessages()).not.toContain('toast 1');
    expect(shownMessages()).toHaveLength(5);
  });

  it('ignores a toast whose id is already shown', async () => {
    await renderToasts();
    act(() => {
      api.add({ id: 'saved', message: 'Saved' });
      api.add({ id: 'saved', message: 'Saved again' });
    });
    expect(shownMessages()).toEqual(['Saved']);
  });

  it('closes itself after 4000 ms and leaves after its 250 ms animation', async () => {
    await renderToasts();
    act(() => void api.add({ message: 'Hello' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status').dataset.status).toBe('active');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').dataset.status).toBe('complete');
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('updates and removes by id, and the dismiss button removes too', async () => {
    await renderToasts();
    act(() => {
      api.add({ id: 'upload', message: 'Uploading…' });
      api.add({ id: 'other', message: 'Other' });
    });
    act(() => api.update('upload', { message: 'Uploaded', variant: 'success' }));
    expect(shownMessages()).toEqual(['Uploaded', 'Other']);

    act(() => api.remove('upload'));
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(shownMessages()).toEqual(['Other']);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    act(() => vi.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(shownMessages()).toEqual([]);
  });

  it('sits bottom-right by default on layer 1000, 28rem wide, and honours another position', async () => {
    await renderToasts();
    act(() => {
      api.add({ message: 'Default place' });
      api.add({ message: 'Up top', position: 'top-center' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.getPropertyValue('--toast-z-index')).toBe(String(TOAST_Z_INDEX));
    expect(region.style.getPropertyValue('--toast-width')).toBe(TOAST_WIDTH);
    expect(screen.getByText('Default place').closest('ol')?.dataset.position).toBe('bottom-right');
    expect(screen.getByText('Up top').closest('ol')?.dataset.position).toBe('top-center');
  });

  it('holds a toast open while the pointer is on it', async () => {
    await renderToasts();
    act(() => void api.add({ message: 'Read me' }));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByRole('status').dataset.status).toBe('active');
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status').dataset.status).toBe('complete');
  });

  it('is a developer error to use the hook outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
