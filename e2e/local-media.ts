import type { Page } from '@playwright/test';

// The catalogue's examples name pictures, videos and sounds on hosts of ours that do not serve them
// (images.slidewise.dev, media.slidewise.dev). A test that plays the examples serves them itself, from
// this origin: each example address is rewritten to a path under LOCAL_MEDIA_PATH, and the browser's
// requests for that path are answered by the test (a labelled picture, a short recorded video), so no
// request leaves the machine.

export const LOCAL_MEDIA_PATH = '/e2e-media/';

const exampleMediaHosts = ['https://images.slidewise.dev/examples/', 'https://media.slidewise.dev/examples/'];

/** The slide data with every example media address turned into a local one. */
export function withLocalMedia<T>(value: T): T {
  if (typeof value === 'string') {
    const host = exampleMediaHosts.find((prefix) => value.startsWith(prefix));
    return (host ? `${LOCAL_MEDIA_PATH}${host.includes('images') ? 'images' : 'media'}/${value.slice(host.length)}` : value) as T;
  }
  if (Array.isArray(value)) return value.map(withLocalMedia) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLocalMedia(item)])) as T;
  return value;
}

/** Every absolute web address the slide data still names: its own media, which must never go outside. */
export function addressesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^https?:\/\//.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) addressesIn(item, found);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) addressesIn(item, found);
  return found;
}

/** A picture of a given name: an SVG the size of a photo, labelled so a screenshot shows which one it is. */
function picture(name: string): string {
  const label = name.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" fill="#6b8fb5"/><circle cx="520" cy="90" r="50" fill="#f2d16b"/>
  <path d="M0 400 L220 190 L380 330 L470 250 L640 400 Z" fill="#3d5f45"/>
  <text x="24" y="52" font-family="sans-serif" font-size="30" fill="#fff">${label}</text></svg>`;
}

/** What the test answers for a local media path: a picture for images, the recorded clip for the rest. */
export function localMediaAnswer(pathname: string, clip: Buffer): { contentType: string; body: string | Buffer } {
  const name = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  if (pathname.startsWith(`${LOCAL_MEDIA_PATH}images/`)) return { contentType: 'image/svg+xml', body: picture(name) };
  return { contentType: 'video/webm', body: clip };
}

/**
 * A two-second WebM clip (a moving picture and a tone) recorded in the browser with MediaRecorder, so no
 * video file is kept in the repository and no encoder is needed on the machine.
 */
export async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const sink = audio.createMediaStreamDestination();
    tone.connect(sink);
    tone.start();
    const stream = new MediaStream([...canvas.captureStream(25).getVideoTracks(), ...sink.stream.getAudioTracks()]);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const elapsed = performance.now() - started;
        context.fillStyle = '#20456b';
        context.fillRect(0, 0, 320, 180);
        context.fillStyle = '#f2d16b';
        context.fillRect((elapsed / 8) % 320, 70, 40, 40);
        // Timers, not animation frames: a page the browser deems hidden gets no frames.
        if (elapsed < 2000) setTimeout(draw, 40);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    tone.stop();
    await audio.close();
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
