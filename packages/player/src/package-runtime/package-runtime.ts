// The package runtime page's script (served from the package origin as /package-runtime.html, built with
// the web app). It plays one package for the lesson player that framed it: the SCORM 1.2 and 2004 APIs on
// this window, where the package looks for them (window.parent.API or API_1484_11 from the package's
// frame, same origin), and each commit's values sent to the player by message (bridge-messages.ts).
import { directLaunchPage, launchPageFromManifest, packageFolder } from '../templates/scorm/launch.ts';
import { packageUrl } from './package-address.ts';
import { BRIDGE_CHANNEL, readStartMessage, type RuntimeMessage, type StartMessage } from './bridge-messages.ts';
import { installScormApis, type ScormRuntimeWindow } from './scorm-session.ts';

type RuntimeWindow = Window & ScormRuntimeWindow;

const isWebPage = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** The package's launch page, read from its manifest unless the address is the page itself; null when there is none. */
export async function findLaunchPage(address: URL, signal?: AbortSignal): Promise<URL | null> {
  if (directLaunchPage(address.href)) return address;
  const folder = new URL(packageFolder(address.href));
  const response = await fetch(new URL('imsmanifest.xml', folder), { signal: signal ?? null });
  if (!response.ok) return null;
  const page = launchPageFromManifest(await response.text());
  if (!page) return null;
  const launch = new URL(page, folder);
  // A manifest naming javascript: or data: as its page gets no frame at all.
  return isWebPage(launch) ? launch : null;
}

/**
 * Waits for the player's start message (from the window that framed this page, never from this page's own
 * origin: a runtime reached on the app's origin would hand the package the app's origin), then plays that
 * package once. Returns a function that stops listening (tests).
 */
export function startPackageRuntime(host: RuntimeWindow, parent: Pick<Window, 'postMessage'> = host.parent): () => void {
  let started = false;
  const onMessage = (event: MessageEvent) => {
    if (started || event.source !== parent) return;
    const start = readStartMessage(event.data);
    if (!start || event.origin === host.location.origin) return;
    started = true;
    const playerOrigin = event.origin;
    const send = (message: RuntimeMessage) => parent.postMessage(message, playerOrigin);
    void play(host, start, send);
  };
  host.addEventListener('message', onMessage);
  // "ready" says nothing about the package or the learner, so any framing window may hear it.
  parent.postMessage({ channel: BRIDGE_CHANNEL, type: 'ready' } satisfies RuntimeMessage, '*');
  return () => host.removeEventListener('message', onMessage);
}

async function play(host: RuntimeWindow, start: StartMessage, send: (message: RuntimeMessage) => void) {
  const url = packageUrl(start.address, host.location.origin);
  const launch = url ? await findLaunchPage(url).catch(() => null) : null;
  if (!launch) {
    send({ channel: BRIDGE_CHANNEL, type: 'failed' });
    return;
  }
  // In place before the package's frame exists, so its first look for the API finds it.
  await installScormApis(host, {
    ...(start.learner ? { learner: start.learner } : {}),
    stored: start.stored ?? null,
    onInitialize: () => send({ channel: BRIDGE_CHANNEL, type: 'initialized' }),
    onCommit: (data) => send({ channel: BRIDGE_CHANNEL, type: 'commit', ...data }),
  });
  const frame = host.document.createElement('iframe');
  frame.className = 'package-runtime__frame';
  frame.title = 'package';
  frame.src = launch.href;
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
  frame.setAttribute('allow', 'fullscreen; autoplay');
  host.document.body.append(frame);
}
