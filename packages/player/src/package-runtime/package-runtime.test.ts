import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPackageRuntime } from './package-runtime.ts';

const PACKAGE_ORIGIN = 'http://localhost:3001';
const APP_ORIGIN = 'http://localhost:3000';
const channel = 'slidewise-package';

/** The two APIs as a package calls them (the standards' method names). */
interface ScormApis {
  API?: {
    LMSInitialize(parameter: string): string;
    LMSGetValue(element: string): string;
    LMSSetValue(element: string, value: string): string;
    LMSCommit(parameter: string): string;
  };
  API_1484_11?: {
    Initialize(parameter: string): string;
    GetValue(element: string): string;
    SetValue(element: string, value: string): string;
    Terminate(parameter: string): string;
  };
}
const manifest = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2">
  <organizations default="o"><organization identifier="o"><item identifier="i" identifierref="r"/></organization></organizations>
  <resources><resource identifier="r" type="webcontent" href="shared/launch.html"/></resources>
</manifest>`;

/** The runtime page's window on the package origin, and the lesson player's window that framed it. */
function runtimeOnPackageOrigin() {
  const events = new EventTarget();
  const host = Object.assign(events, { location: { origin: PACKAGE_ORIGIN }, document }) as unknown as Window & ScormApis;
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

  it('plays a stored package from its own origin, with the SCORM API beside it, and hands each commit’s values to the player', async () => {
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
    expect(api.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    api.LMSSetValue('cmi.core.score.raw', '90');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSSetValue('cmi.core.lesson_location', 'page-9');
    api.LMSCommit('');
    // Only to the player's origin: the package's data goes nowhere else; what the LMS gives each sitting is not kept.
    const last = sent().at(-1)!;
    expect(last.target).toBe(APP_ORIGIN);
    expect(last.message).toMatchObject({
      channel,
      type: 'commit',
      standard: 'scorm12',
      values: { 'cmi.core.score.raw': '90', 'cmi.core.lesson_status': 'passed', 'cmi.core.lesson_location': 'page-9' },
    });
    expect(Object.keys((last.message as { values: object }).values)).not.toContain('cmi.core.student_name');
    stop();
  });

  it('resumes a SCORM 2004 package where its stored data left it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(manifest, { status: 200 })),
    );
    const { host, fromPlayer, sent, stop } = runtimeOnPackageOrigin();
    fromPlayer({
      channel,
      type: 'start',
      address: '/media/course.zip',
      learner: { id: 'user-7', name: 'Rivera, Ana' },
      stored: { standard: 'scorm2004-4th', values: { 'cmi.location': 'chapter-2', 'cmi.suspend_data': 'q1=a', 'cmi.exit': 'suspend' } },
    });
    await vi.waitFor(() => expect(frames()).toHaveLength(1));
    const api = host.API_1484_11!;
    expect(api.Initialize('')).toBe('true');
    expect([
      api.GetValue('cmi.location'),
      api.GetValue('cmi.suspend_data'),
      api.GetValue('cmi.entry'),
      api.GetValue('cmi.learner_id'),
    ]).toEqual(['chapter-2', 'q1=a', 'resume', 'user-7']);
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('cmi.score.scaled', '0.75');
    api.Terminate('');
    expect(sent().at(-1)?.message).toMatchObject({
      type: 'commit',
      standard: 'scorm2004-4th',
      values: { 'cmi.location': 'chapter-2', 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.75' },
    });
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
