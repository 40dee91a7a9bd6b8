import { defaultSlide } from '@slidewise/core';
import { act, render, screen, waitFor } from '@testing-library/react';
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
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://media.slidewise.dev/examples/anti-bribery-scorm12/imsmanifest.xml');
  return { ...view, frame, user };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scorm play', () => {
  it('plays the package in a sandboxed frame and reports a pass once, with its score', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { frame, unmount } = await openPackage(onResult);
    expect(frame.getAttribute('src')).toBe('https://media.slidewise.dev/examples/anti-bribery-scorm12/shared/launch.html');
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

  it('says so when the package cannot be found, and never opens it in the editor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    );
    const user = userEvent.setup();
    const { unmount } = await renderExample('scorm', 'prompt', { mode: 'play' });
    await user.click(screen.getByRole('button', { name: 'Start the module' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The package could not be opened'));
    unmount();

    await renderExample('scorm', 'prompt', { mode: 'preview' });
    await user.click(screen.getByRole('button', { name: 'Start the module' }));
    expect(screen.queryByTitle(/course package/)).toBeNull();
    expect(screen.getByText('The package plays in the lesson')).toBeTruthy();
  });
});
