import { defaultSlide } from '@slidewise/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// One test watches a renderer load for the first time. Earlier files in this worker share its module
// graph (no per-file isolation) and may have loaded that renderer, so this file starts from a fresh graph.
vi.resetModules();
const { SlidePreview } = await import('./SlidePreview.tsx');

describe('SlidePreview', () => {
  it('shows the unknown-template panel for a type the catalogue does not have', () => {
    render(<SlidePreview slide={defaultSlide({ id: 's1', type: 'hologram' })} state="prompt" />);
    expect(screen.getByText('Unknown template')).toBeTruthy();
    expect(screen.getByText(/hologram/)).toBeTruthy();
  });

  it('holds the slide’s place while the renderer loads, then draws the slide', async () => {
    const slide = defaultSlide({ id: 's2', type: 'bulleted-list', data: { title: 'Packing list', items: ['Passport'] } });
    const { container } = render(<SlidePreview slide={slide} state="prompt" />);
    expect(container.querySelector('.sw-slide--loading')).not.toBeNull();
    expect(await screen.findByText('Packing list')).toBeTruthy();
    expect(screen.getByText('Passport')).toBeTruthy();
    expect(container.querySelector('.sw-slide--loading')).toBeNull();
  });

  it('shows "This slide cannot be shown" when the data breaks the renderer, and recovers on the next edit', async () => {
    const broken = {} as Record<string, unknown>;
    Object.defineProperty(broken, 'title', {
      enumerable: true,
      get() {
        throw new Error('corrupt');
      },
    });
    const slide = defaultSlide({ id: 's3', type: 'bulleted-list', data: broken });
    // React reports the caught error on the console; the notice is what this test is about.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<SlidePreview slide={slide} state="prompt" />);
    expect(await screen.findByText('This slide cannot be shown')).toBeTruthy();

    view.rerender(<SlidePreview slide={{ ...slide, data: { title: 'Fixed', items: [] } }} state="prompt" />);
    expect(await screen.findByText('Fixed')).toBeTruthy();
    expect(screen.queryByText('This slide cannot be shown')).toBeNull();
    quiet.mockRestore();
  });

  it('uses the template record it is given over the catalogue’s', async () => {
    const slide = defaultSlide({ id: 's4', type: 'bulleted-list', data: { title: 'Checklist', items: ['One'] } });
    render(
      <SlidePreview
        slide={slide}
        state="prompt"
        template={{ ...(await import('@slidewise/core')).findSlideTemplate('bulleted-list')!, doneText: 'Onwards' }}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Onwards' })).toBeTruthy();
  });

  it('speaks the lesson’s language in the words it adds', async () => {
    const slide = defaultSlide({ id: 's5', type: 'bulleted-list', data: { title: 'Lista', items: ['Uno'] } });
    render(<SlidePreview slide={slide} state="prompt" language="es-ES" />);
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeTruthy();
  });
});
