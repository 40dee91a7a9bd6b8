import { PACKAGE_START_TIMEOUT_MS } from '@slidewise/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PackageDataStore } from '../../package-runtime/package-data-store.tsx';
import type { KnownPackageOrigin } from '../../package-runtime/package-origin.tsx';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const PACKAGE_ORIGIN = 'http://localhost:3001';
const channel = 'slidewise-package';
const frameTitle = 'anti-bribery-scorm12.zip (course package)';

type PlayOptions = {
  onResult?: (result: SlideResult) => void;
  onDone?: () => void;
  learner?: { id: string; name: string };
  packageStore?: PackageDataStore;
};

/**
 * The frame's window as the player sees it. happy-dom loads no frame page, so it is a stand-in that records
 * what the player sends it; `fromRuntime` is a message as the player hears it, by default from that
 * window on the package origin.
 */
function runtimeOf(frame: HTMLIFrameElement) {
  const toRuntime = vi.fn();
  const runtime = { postMessage: toRuntime };
  Object.defineProperty(frame, 'contentWindow', { value: runtime, configurable: true });
  const fromRuntime = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: from.origin ?? PACKAGE_ORIGIN, source: (from.source ?? runtime) as Window }),
      );
    });
  /** A SCORM 1.2 commit of this status and score, as the runtime hands it over. */
  const outcome = (status: string, score: number | null = null) =>
    fromRuntime({
      channel,
      type: 'commit',
      standard: 'scorm12',
      values: { 'cmi.core.lesson_status': status, ...(score === null ? {} : { 'cmi.core.score.raw': String(score) }) },
    });
  return { toRuntime, fromRuntime, outcome };
}

/** Opens the example package as a learner would, and finds its frame (the runtime page on the package origin). */
async function openPackage(options: PlayOptions = {}) {
  const user = userEvent.setup();
  const view = await renderExample('scorm', 'prompt', { mode: 'play', packageOrigin: PACKAGE_ORIGIN, ...options });
  expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Start the module' }));
  const frame = (await screen.findByTitle(frameTitle)) as HTMLIFrameElement;
  return { ...view, user, frame, ...runtimeOf(frame) };
}

async function openWithOrigin(packageOrigin: KnownPackageOrigin, options: PlayOptions = {}) {
  const user = userEvent.setup();
  await renderExample('scorm', 'prompt', { mode: 'play', packageOrigin, ...options });
  await user.click(screen.getByRole('button', { name: 'Start the module' }));
  return user;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('scorm play', () => {
  it('plays the package on the package origin, never the app’s, in a sandboxed frame', async () => {
    const { frame } = await openPackage();
    expect(frame.getAttribute('src')).toBe(`${PACKAGE_ORIGIN}/package-runtime.html`);
    expect(new URL(frame.src).origin).not.toBe(window.location.origin);
    expect(frame.getAttribute('sandbox')?.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms']),
    );
  });

  it('tells the runtime which package to play, and for whom, once it is ready, sent to the package origin only', async () => {
    const { fromRuntime, toRuntime } = await openPackage({ learner: { id: 'user-7', name: 'Rivera, Ana' } });
    expect(toRuntime).not.toHaveBeenCalled();
    fromRuntime({ channel, type: 'ready' });
    await vi.waitFor(() =>
      expect(toRuntime).toHaveBeenCalledExactlyOnceWith(
        {
          channel,
          type: 'start',
          address: '/examples/packages/anti-bribery-scorm12.zip',
          learner: { id: 'user-7', name: 'Rivera, Ana' },
        },
        PACKAGE_ORIGIN,
      ),
    );
  });

  it('starts the package from what it stored before, and keeps each commit’s values for this slide', async () => {
    const stored = { standard: 'scorm12' as const, values: { 'cmi.core.lesson_location': 'page-4', 'cmi.suspend_data': 'q=1' } };
    const packageStore = { load: vi.fn(async () => stored), save: vi.fn(async () => undefined), startAiccSession: vi.fn() };
    const { fromRuntime, toRuntime, outcome } = await openPackage({ packageStore });
    fromRuntime({ channel, type: 'ready' });
    await vi.waitFor(() => expect(toRuntime).toHaveBeenCalledOnce());
    expect(packageStore.load).toHaveBeenCalledWith('slide-scorm');
    expect(toRuntime).toHaveBeenCalledWith(expect.objectContaining({ type: 'start', stored }), PACKAGE_ORIGIN);
    outcome('incomplete');
    expect(packageStore.save).toHaveBeenCalledWith('slide-scorm', {
      standard: 'scorm12',
      values: { 'cmi.core.lesson_status': 'incomplete' },
    });
  });

  it('starts afresh when the store cannot answer', async () => {
    const packageStore = {
      load: vi.fn(async () => Promise.reject(new Error('offline'))),
      save: vi.fn(async () => undefined),
      startAiccSession: vi.fn(),
    };
    const { fromRuntime, toRuntime } = await openPackage({ packageStore });
    fromRuntime({ channel, type: 'ready' });
    await vi.waitFor(() => expect(toRuntime).toHaveBeenCalledOnce());
    expect(toRuntime.mock.calls[0]?.[0]).not.toHaveProperty('stored');
  });

  it('shows each committed outcome and reports the first complete one once, with its score', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { fromRuntime, outcome } = await openPackage({ onResult });
    fromRuntime({ channel, type: 'ready' });
    outcome('incomplete');
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByText('In progress')).toBeTruthy();
    outcome('passed', 90);
    outcome('passed', 95);
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ correct: true, answers: { status: 'passed', score: 90 }, points: 900 });
    expect(screen.getByText('Passed · Score: 95')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
  });

  it('reports a failed package as not correct', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { outcome } = await openPackage({ onResult });
    outcome('failed', 35);
    expect(onResult).toHaveBeenCalledWith({ correct: false, answers: { status: 'failed', score: 35 }, points: 350 });
  });

  it('hears no one but its own frame on the package origin', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { fromRuntime, toRuntime } = await openPackage({ onResult });
    const passed = { channel, type: 'commit', standard: 'scorm12', values: { 'cmi.core.lesson_status': 'passed' } };
    fromRuntime(passed, { origin: window.location.origin });
    fromRuntime(passed, { origin: 'https://evil.example' });
    fromRuntime(passed, { source: window });
    fromRuntime({ channel, type: 'ready' }, { origin: 'https://evil.example' });
    fromRuntime({ channel, type: 'commit', standard: 'scorm12', values: { 'window.status': 'passed' } });
    expect(onResult).not.toHaveBeenCalled();
    expect(toRuntime).not.toHaveBeenCalled();
  });

  it('says so when the runtime cannot open the package, tries again on request, and keeps the slide required', async () => {
    const { user, fromRuntime } = await openPackage();
    fromRuntime({ channel, type: 'failed' });
    expect(screen.getByRole('alert').textContent).toContain('This course package could not be opened');
    // Still required: only the package or a skip lets the learner on.
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const again = (await screen.findByTitle(frameTitle)) as HTMLIFrameElement;
    const { fromRuntime: fromNewRuntime, toRuntime } = runtimeOf(again);
    fromNewRuntime({ channel, type: 'ready' });
    await vi.waitFor(() => expect(toRuntime).toHaveBeenCalledOnce());
  });

  it('lets the learner skip a package that cannot open, recording why, then moves on', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const onDone = vi.fn();
    const { user, fromRuntime } = await openPackage({ onResult, onDone });
    fromRuntime({ channel, type: 'failed' });
    await user.click(screen.getByRole('button', { name: 'Skip this slide' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ correct: null, answers: { skipped: 'package-unavailable' }, points: 0 });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('says so when the package origin cannot be known, with a skip', async () => {
    const onResult = vi.fn<(result: SlideResult) => void>();
    const user = await openWithOrigin(null, { onResult });
    expect(screen.getByRole('alert').textContent).toContain('This course package could not be opened');
    expect(screen.queryByTitle(/course package/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip this slide' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { skipped: 'package-unavailable' }, points: 0 });
  });

  it('waits while the package origin is asked for', async () => {
    await openWithOrigin(undefined);
    expect(screen.getByRole('status').textContent).toBe('Loading slide…');
    expect(screen.queryByTitle(/course package/)).toBeNull();
  });

  it('offers the skip when the slide names no package at all', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('scorm', 'prompt', {
      mode: 'play',
      packageOrigin: PACKAGE_ORIGIN,
      onResult,
      data: { package: '', buttonPosition: 'None' },
    });
    await user.click(screen.getByRole('button', { name: 'Skip this slide' }));
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { skipped: 'package-unavailable' }, points: 0 });
  });

  it('says a package that loads but never starts its sitting is not starting, and offers a retry and a skip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { frame } = await openPackage();
      fireEvent.load(frame);
      act(() => {
        vi.advanceTimersByTime(PACKAGE_START_TIMEOUT_MS);
      });
      expect(screen.getByRole('alert').textContent).toContain('This course package has not started');
      expect(screen.getByRole('button', { name: 'Skip this slide' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      const again = (await screen.findByTitle(frameTitle)) as HTMLIFrameElement;
      expect(screen.queryByRole('alert')).toBeNull();
      const { fromRuntime } = runtimeOf(again);
      fireEvent.load(again);
      // A package that starts in time (the runtime says so) is never called silent.
      fromRuntime({ channel, type: 'initialized' });
      act(() => {
        vi.advanceTimersByTime(PACKAGE_START_TIMEOUT_MS * 2);
      });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never opens the package in the editor', async () => {
    const user = userEvent.setup();
    await renderExample('scorm', 'prompt', { mode: 'preview', packageOrigin: PACKAGE_ORIGIN });
    await user.click(screen.getByRole('button', { name: 'Start the module' }));
    expect(screen.queryByTitle(/course package/)).toBeNull();
    expect(screen.getByText('The package plays in the lesson')).toBeTruthy();
  });
});
