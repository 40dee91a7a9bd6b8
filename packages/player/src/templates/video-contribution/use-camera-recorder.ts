import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; stream: MediaStream }
  | { phase: 'recorded'; url: string; seconds: number }
  | { phase: 'failed' };

/**
 * The learner's camera and microphone recorded with MediaRecorder: start asks for the camera (the
 * browser asks the learner), stop keeps the recording as a local address to watch back. The camera is
 * released as soon as recording stops or the slide goes, and the recording's address with the slide.
 */
export function useCameraRecorder() {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const url = useRef<string | null>(null);

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => {
      track.stop();
    });
    stream.current = null;
  }, []);
  const forget = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  const start = useCallback(async () => {
    forget();
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState({ phase: 'failed' });
      return;
    }
    setState({ phase: 'starting' });
    try {
      const camera = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      stream.current = camera;
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      const media = new MediaRecorder(camera);
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        release();
        url.current = URL.createObjectURL(new Blob(chunks, { type: media.mimeType || 'video/webm' }));
        setState({ phase: 'recorded', url: url.current, seconds: Math.round((Date.now() - startedAt) / 1000) });
      };
      recorder.current = media;
      media.start();
      setState({ phase: 'recording', stream: camera });
    } catch {
      // Refused, no camera, or in use elsewhere: the learner may try again.
      release();
      setState({ phase: 'failed' });
    }
  }, [forget, release]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      release();
      forget();
    },
    [forget, release],
  );

  return { state, start, stop };
}
