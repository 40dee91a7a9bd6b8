import { PACKAGE_START_TIMEOUT_MS } from '@slidewise/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MediaUnavailable } from '../../ui/MediaUnavailable.tsx';
import { usePlayerText } from '../../i18n/player-language.tsx';
import type { SlideResult } from '../renderer.ts';
import { directLaunchPage, launchPageFromManifest, packageFolder } from './launch.ts';
import { createScorm12Api, scormResult, type Scorm12Api, type ScormOutcome } from './scorm12-api.ts';

/** The SCORM 1.2 API as a package finds it, on the window that holds its frame. */
type ScormHost = Window & { API?: Scorm12Api };

type Launch = { page: string } | { failed: true } | null;

/** The package's launch page as an absolute address, read from its manifest unless given directly. */
async function findLaunchPage(address: string, signal: AbortSignal): Promise<string | null> {
  const direct = directLaunchPage(address);
  if (direct) return new URL(direct, window.location.href).href;
  const folder = new URL(packageFolder(address), window.location.href);
  const response = await fetch(new URL('imsmanifest.xml', folder), { signal });
  if (!response.ok) return null;
  const page = launchPageFromManifest(await response.text());
  return page ? new URL(page, folder).href : null;
}

interface ScormStageProps {
  address: string;
  name: string;
  learner?: { id: string; name: string };
  /** Called once, the first time the package commits a completed, passed or failed status. */
  onComplete: (result: SlideResult) => void;
  /** Every outcome the package commits (the slide shows its status). */
  onOutcome: (outcome: ScormOutcome) => void;
  /** Skips a package that cannot open (recording why) and moves on; offered with a retry. */
  onSkip: () => void;
}

/**
 * A SCORM 1.2 package playing in a frame, with the run-time API on this window where the package looks
 * for it (its parent's `API`). Finding that object needs the package on our origin with the frame's
 * same-origin permission (decisions: SCORM packages are served from the account's own media).
 */
export function ScormStage({ address, name, learner, onComplete, onOutcome, onSkip }: ScormStageProps) {
  const t = usePlayerText();
  const [launch, setLaunch] = useState<Launch>(null);
  // Each retry reads the manifest again and loads a new frame.
  const [attempt, setAttempt] = useState(0);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [initialized, setInitialized] = useState(false);
  const silent = useNoStartAfter(frameLoaded && !initialized, attempt);
  const retry = () => {
    setLaunch(null);
    setFrameLoaded(false);
    setAttempt((count) => count + 1);
  };
  const reported = useRef(false);
  const callbacks = useRef({ onComplete, onOutcome });
  // The API is made once per sitting; the learner it names is who opened the package.
  const learnerAtStart = useRef(learner);
  callbacks.current = { onComplete, onOutcome };

  // The API is in place before the frame is drawn, and is taken away with the slide (only if still ours).
  useLayoutEffect(() => {
    const host = window as ScormHost;
    const api = createScorm12Api({
      learner: learnerAtStart.current,
      onInitialize: () => setInitialized(true),
      onCommit: (outcome) => {
        callbacks.current.onOutcome(outcome);
        const result = scormResult(outcome);
        if (result && !reported.current) {
          reported.current = true;
          callbacks.current.onComplete(result);
        }
      },
    });
    host.API = api;
    return () => {
      if (host.API === api) delete host.API;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (a new attempt) reads the manifest again.
  useEffect(() => {
    const controller = new AbortController();
    findLaunchPage(address, controller.signal).then(
      (page) => setLaunch(page ? { page } : { failed: true }),
      () => {
        if (!controller.signal.aborted) setLaunch({ failed: true });
      },
    );
    return () => controller.abort();
  }, [address, attempt]);

  if (launch === null)
    return (
      <p className="sw-caption" role="status">
        {t('slide.loading')}
      </p>
    );
  if ('failed' in launch) return <MediaUnavailable thing="package" onRetry={retry} onSkip={onSkip} />;
  return (
    <>
      {silent ? <MediaUnavailable thing="packageSilent" onRetry={retry} onSkip={onSkip} /> : null}
      <iframe
        key={attempt}
        onLoad={() => setFrameLoaded(true)}
        className="sw-external__frame sw-package__frame"
        src={launch.page}
        title={t('package.frameTitle', { name })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        allow="fullscreen; autoplay"
      />
    </>
  );
}

/**
 * True once `waiting` has held for PACKAGE_START_TIMEOUT_MS in this attempt: a launch page that loaded
 * but never called LMSInitialize (a missing page, a broken package) is not starting.
 */
function useNoStartAfter(waiting: boolean, attempt: number): boolean {
  const [silentAttempt, setSilentAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSilentAttempt(attempt), PACKAGE_START_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, attempt]);
  return waiting && silentAttempt === attempt;
}
