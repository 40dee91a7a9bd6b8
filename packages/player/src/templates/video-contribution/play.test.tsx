import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { derivedExampleData } from '../../test/derived-example.ts';
import { renderExample } from '../../test/render-example.tsx';
import type { SlideResult } from '../renderer.ts';

const data = derivedExampleData('video-contribution');
const prompt = 'Look at the camera and speak as you would to the customer.';

/** Stands in for the browser's MediaRecorder (happy-dom has none): stopping hands over one chunk. */
class FakeRecorder {
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'video/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['frames']) });
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
/** happy-dom's MediaStream (video elements take no other), with the one track the test watches. */
function cameraStream(): MediaStream {
  const stream = new MediaStream();
  stream.getTracks = () => [track as unknown as MediaStreamTrack];
  return stream;
}
const getUserMedia = vi.fn(async () => cameraStream());

beforeEach(() => {
  // Cleared before each test, not after: a slide left recording is unmounted after this file's hooks.
  track.stop.mockClear();
  getUserMedia.mockClear();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:recording-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('video-contribution play', () => {
  it('records with the camera, plays it back, and shares it once', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    await renderExample('video-contribution', 'prompt', { mode: 'play', onResult, data, othersAnswers: [] });
    await user.click(screen.getByRole('button', { name: 'Record a video' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Recording…');
    expect(status.textContent).toContain(prompt);
    expect((screen.getByLabelText('Your camera') as HTMLVideoElement).muted).toBe(true);
    act(() => {
      vi.setSystemTime(Date.now() + 42_000);
    });
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    // The camera is let go as soon as recording stops.
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByLabelText('Your recording').getAttribute('src')).toBe('blob:recording-1');
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onResult).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ correct: null, answers: { video: true, seconds: 42 }, points: 0 });
    expect(screen.getByText('Your contribution')).toBeTruthy();
    expect(screen.getByText('No one else has answered yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on' })).toBeTruthy();
  });

  it('says when the camera is refused and lets the learner try again', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await renderExample('video-contribution', 'prompt', { mode: 'play', onResult, data });
    await user.click(screen.getByRole('button', { name: 'Record a video' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your camera could not be used');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Stop recording' })).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('lets a learner without a camera skip the slide, recording why, once', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    const onDone = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    await renderExample('video-contribution', 'prompt', { mode: 'play', onResult, onDone, data });
    await user.click(screen.getByRole('button', { name: 'Record a video' }));
    await user.click(await screen.findByRole('button', { name: 'Skip this slide' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ correct: null, answers: { skipped: 'camera-unavailable' }, points: 0 });
    expect(onDone).toHaveBeenCalledOnce();
    expect(onResult.mock.invocationCallOrder[0]).toBeLessThan(onDone.mock.invocationCallOrder[0]!);
  });

  it('lets the camera go when the learner leaves the slide mid-recording, reporting nothing', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: SlideResult) => void>();
    const { unmount } = await renderExample('video-contribution', 'prompt', { mode: 'play', onResult, data });
    await user.click(screen.getByRole('button', { name: 'Record a video' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('never asks for the camera in the editor', async () => {
    const user = userEvent.setup();
    await renderExample('video-contribution', 'prompt', { mode: 'preview', data });
    await user.click(screen.getByRole('button', { name: 'Record a video' }));
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByText('Recording…')).toBeTruthy();
  });
});
