import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scorm12Api } from '../templates/scorm/scorm12-api.ts';
import { startPackageRuntime } from './package-runtime.ts';

const PACKAGE_ORIGIN = 'http://localhost:3001';
const APP_ORIGIN = 'http://localhost:3000';
const channel = 'slidewise-package';
const manifest = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2">
  <organizations default="o"><organization identifier="o"><item identifier="i" identifierref="r"/></organization></organizations>
  <resources><resource identifier="r" type="webcontent" href="shared/launch.html"/></resources>
</manifest>`;

/** The runtime page's window on the package origin, and the lesson player's window that framed it. */
function runtimeOnPackageOrigin() {
  const events = new EventTarget();
  const host = Object.assign(events, { location: { origin: PACKAGE_ORIGIN }, document }) as unknown as Window & { API?: Scorm12Api };
  const parent = { postMessage: vi.fn() };
  const stop = startPackageRuntime(host, parent);
  const fromPlayer = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    host.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? APP_ORIGIN, source: (from.source ?? parent) as Window }));
  const sent = () => parent.postMessage.mock.calls.map(([message, target]) => ({ message, target }));
  return { host, parent, stop, fromPlayer, sent };
}

const frames = () => [...document.querySelectorAll('iframe.package-runtime__frame')] as HTMLIFrameElement[];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const frame of frames()) frame.remove();
});

describe('the package runtime page', () => {
  it('says it is ready to whoever framed it, and tells nothing else before it is started', () => {
    const { sent, stop } = runtimeOnPackageOrigin();
    expect(sent()).toEqual([{ message: { channel, type: 'ready' }, target: '*' }]);
    stop();
  });

  it('plays a stored package from its own origin, with the SCORM API beside it, and reports each commit to the player', async () => {
    const fetchMock = vi.fn(async (_address: URL | string) => new Response(manifest, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { host, fromPlayer, sent, stop } = runtimeOnPackageOrigin();
    fromPlayer({ channel, type: 'start', address: '/media/course.zip', learner: { id: 'user-7', name: 'Rivera, Ana' } });
    await vi.waitFor(() => expect(frames()).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${PACKAGE_ORIGIN}/media/course/imsmanifest.xml`);
    expect(frames()[0]!.getAttribute('src')).toBe(`${PACKAGE_ORIGIN}/media/course/shared/launch.html`);
    expect(frames()[0]!.getAttribute('sandbox')).toContain('allow-same-origin');

    const api = host.API!;
    expect(api.LMSInitialize('')).toBe('true');
    expect(sent().at(-1)).toEqual({ message: { channel, type: 'initialized' }, target: APP_ORIGIN });
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Rivera, Ana');
    api.LMSSetValue('cmi.core.score.raw', '90');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSCommit('');
    // Only to the player's origin: the package's outcome goes nowhere else.
    expect(sent().at(-1)).toEqual({ message: { channel, type: 'outcome', outcome: { status: 'passed', score: 90 } }, target: APP_ORIGIN });
    stop();
  });

  it('plays only the first start, and only from the window that framed it, never from its own origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(manifest, { status: 200 })),
    );
    const { host, fromPlayer, sent, stop } = runtimeOnPackageOrigin();
    const start = { channel, type: 'start', address: '/media/course/index.html' };
    fromPlayer(start, { source: {} });
    // The same origin as the runtime is the app's origin only if the runtime was reached there: it refuses to run.
    fromPlayer(start, { origin: PACKAGE_ORIGIN });
    expect(host.API).toBeUndefined();
    expect(frames()).toHaveLength(0);
    fromPlayer(start);
    fromPlayer({ ...start, address: '/media/other/index.html' });
    await vi.waitFor(() => expect(frames()).toHaveLength(1));
    expect(frames()[0]!.getAttribute('src')).toBe(`${PACKAGE_ORIGIN}/media/course/index.html`);
    expect(sent()).toHaveLength(1);
    stop();
  });

  it('says it failed for an address the rules refuse, a missing manifest, or a manifest naming a script as its page', async () => {
    const scriptManifest = manifest.replace('shared/launch.html', 'javascript:alert(document.domain)');
    for (const [address, response] of [
      ['//evil.example/course.zip', new Response(manifest)],
      ['/\\evil.example/course.zip', new Response(manifest)],
      ['/media/missing.zip', new Response('missing', { status: 404 })],
      ['/media/script.zip', new Response(scriptManifest)],
    ] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => response),
      );
      const { host, fromPlayer, sent, stop } = runtimeOnPackageOrigin();
      fromPlayer({ channel, type: 'start', address });
      await vi.waitFor(() =>
        expect([address, sent().at(-1)]).toEqual([address, { message: { channel, type: 'failed' }, target: APP_ORIGIN }]),
      );
      expect(host.API).toBeUndefined();
      expect(frames()).toHaveLength(0);
      stop();
    }
  });
});
