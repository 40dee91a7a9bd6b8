import { defaultSlide, PACKAGE_START_TIMEOUT_MS } from '@slidewise/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlidePreview } from '../../SlidePreview.tsx';
import { catalogueTemplate, renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';
import type { Scorm12Api } from './scorm12-api.ts';

const manifest = `<?xml version="1.0"?>
<manifest identifier="anti-bribery" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2">
  <organizations default="o"><organization identifier="o"><item identifier="i" identifierref="r"/></organization></organizations>
  <resources><resource identifier="r" type="webcontent" href="shared/launch.html"/></resources>
</manifest>`;

function api(): Scorm12Api {
  const found = (window as Window & { API?: Scorm12Api }).API;
  if (!found) throw new Error('No SCORM API on the window');
  return found;
}

/** Opens the example package with its manifest served, and waits for its frame. */
async function openPackage(onResult: (result: SlideResult) => void, learner?: { id: string; name: string }) {
  const fetchMock = vi.fn(async (_address: URL | string) => new Response(manifest, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  const view = learner
    ? render(
        <SlidePreview
          slide={defaultSlide({ id: 's', type: 'scorm', data: catalogueTemplate('scorm').examples[0]!.data })}
          state="prompt"
          mode="play"
          onResult={onResult}
          learner={learner}
        />,
      )
    : await renderExample('scorm', 'prompt', { mode: 'play', onResult });
  // The renderer loads on demand: found once drawn.
  expect((await screen.findByRole('button', { name: 'Continue' })).hasAttribute('disabled')).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Start the module' }));
  const frame = await screen.findByTitle('anti-bribery-scorm12.zip (course package)');
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${window.location.origin}/examples/packages/anti-bribery-scorm12/imsmanifest.xml`);
  return { ...view, frame, user };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scorm play', () => {
  it('plays the package in a sandboxed frame and reports a pass once, with its score', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { frame, unmount } = await openPackage(onResult);
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/examples/packages/anti-bribery-scorm12/shared/launch.html`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    act(() => {
      expect(api().LMSInitialize('')).toBe('true');
      api().LMSSetValue('cmi.core.lesson_status', 'incomplete');
      api().LMSCommit('');
    });
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByText('In progress')).toBeTruthy();
    act(() => {
      api().LMSSetValue('cmi.core.score.raw', '90');
      api().LMSSetValue('cmi.core.lesson_status', 'passed');
      api().LMSCommit('');
      api().LMSFinish('');
    });
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: true, answers: { status: 'passed', score: 90 }, points: 0 });
    expect(screen.getByText('Passed · Score: 90')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
    unmount();
    // The API leaves with the slide, so the next slide's package cannot report into this one.
    expect((window as Window & { API?: unknown }).API).toBeUndefined();
  });

  it('tells the package who the learner is', async () => {
    await openPackage(vi.fn(), { id: 'user-7', name: 'Rivera, Ana' });
    act(() => {
      api().LMSInitialize('');
    });
    expect(api().LMSGetValue('cmi.core.student_id')).toBe('user-7');
    expect(api().LMSGetValue('cmi.core.student_name')).toBe('Rivera, Ana');
  });

  it('reports a failed package as not correct', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    await openPackage(onResult);
    act(() => {
      api().LMSInitialize('');
      api().LMSSetValue('cmi.core.lesson_status', 'failed');
      api().LMSSetValue('cmi.core.score.raw', '35');
      api().LMSFinish('');
    });
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: { status: 'failed', score: 35 }, points: 0 });
  });

  it('says so when the package cannot be found, tries again on request, and never opens it in the editor', async () => {
    const fetchMock = vi.fn(async () => new Response('missing', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { unmount } = await renderExample('scorm', 'prompt', { mode: 'play' });
    await user.click(screen.getByRole('button', { name: 'Start the module' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This course package could not be opened'));
    // Still required: only the package or a skip lets the learner on.
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    fetchMock.mockImplementation(async () => new Response(manifest, { status: 200 }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('anti-bribery-scorm12.zip (course package)')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();

    await renderExample('scorm', 'prompt', { mode: 'preview' });
    await user.click(screen.getByRole('button', { name: 'Start the module' }));
    expect(screen.queryByTitle(/course package/)).toBeNull();
    expect(screen.getByText('The package plays in the lesson')).toBeTruthy();
  });

  it('lets the learner skip a package that cannot open, recording why, then moves on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    const onDone = vi.fn();
    await renderExample('scorm', 'prompt', { mode: 'play', onResult, onDone });
    await user.click(screen.getByRole('button', { name: 'Start the module' }));
    await user.click(await screen.findByRole('button', { name: 'Skip this slide' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ correct: null, answers: { skipped: 'package-unavailable' }, points: 0 });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('offers the skip when the slide names no package at all', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('scorm', 'prompt', { mode: 'play', onResult, data: { package: '', buttonPosition: 'None' } });
    await user.click(screen.getByRole('button', { name: 'Skip this slide' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { skipped: 'package-unavailable' }, points: 0 });
  });

  it('says a package that loads but never starts its sitting is not starting, and offers a retry and a skip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { frame } = await openPackage(vi.fn());
      fireEvent.load(frame);
      act(() => {
        vi.advanceTimersByTime(PACKAGE_START_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert').textContent).toContain('This course package has not started');
      expect(screen.getByRole('button', { name: 'Skip this slide' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      const again = await screen.findByTitle('anti-bribery-scorm12.zip (course package)');
      expect(screen.queryByRole('alert')).toBeNull();
      fireEvent.load(again);
      // A package that starts in time is never called silent.
      act(() => {
        expect(api().LMSInitialize('')).toBe('true');
        vi.advanceTimersByTime(PACKAGE_START_TIMEOUT_MS * 2);
      });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
