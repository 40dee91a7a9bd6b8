import { PACKAGE_START_TIMEOUT_MS, packageResult } from '@slidewise/core';
import { useEffect, useRef, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { BRIDGE_CHANNEL, PACKAGE_RUNTIME_PATH, readRuntimeMessage, type StartMessage } from '../../package-runtime/bridge-messages.ts';
import { usePackageDataStore } from '../../package-runtime/package-data-store.tsx';
import { usePackageOrigin } from '../../package-runtime/package-origin.tsx';
import { MediaUnavailable } from '../../ui/MediaUnavailable.tsx';
import type { SlideResult } from '../renderer.ts';
import { outcomeOfValues, type ScormOutcome } from './scorm-outcome.ts';

interface ScormStageProps {
  /** The slide the package plays in: its data is kept per slide of the attempt. */
  slideId: string;
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
 * A SCORM 1.2 or 2004 package playing in a frame on the package origin, never the app's (issue 11): the
 * frame holds the package runtime page, which keeps the SCORM APIs beside the package and tells this
 * player, by message, when the package starts its sitting and the values of each commit
 * (package-runtime/bridge-messages.ts). The player keeps those values (the app's package data store) and
 * hands them back at the next start, so the package resumes where it stopped. Only messages from that
 * frame's window on the package origin count.
 */
export function ScormStage({ slideId, address, name, learner, onComplete, onOutcome, onSkip }: ScormStageProps) {
  const t = usePlayerText();
  const packageOrigin = usePackageOrigin();
  const store = usePackageDataStore();
  const frame = useRef<HTMLIFrameElement>(null);
  // Each retry loads a new runtime, which reads the manifest again.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [initialized, setInitialized] = useState(false);
  const silent = useNoStartAfter(frameLoaded && !initialized, attempt);
  const retry = () => {
    setFailed(false);
    setFrameLoaded(false);
    setInitialized(false);
    setAttempt((count) => count + 1);
  };
  const reported = useRef(false);
  const callbacks = useRef({ onComplete, onOutcome });
  // The package is told who plays it: the learner who opened it.
  const learnerAtStart = useRef(learner);
  callbacks.current = { onComplete, onOutcome };

  useEffect(() => {
    if (!packageOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const runtime = frame.current?.contentWindow;
      if (!runtime || event.source !== runtime || event.origin !== packageOrigin) return;
      const message = readRuntimeMessage(event.data);
      if (message?.type === 'ready') {
        // What the package stored before; a store that cannot answer starts the sitting afresh rather than not at all.
        const stored = store ? store.load(slideId).catch(() => null) : Promise.resolve(null);
        void stored.then((data) => {
          const start: StartMessage = {
            channel: BRIDGE_CHANNEL,
            type: 'start',
            address,
            ...(learnerAtStart.current ? { learner: learnerAtStart.current } : {}),
            ...(data ? { stored: data } : {}),
          };
          // To the package origin only: the learner's name and data go nowhere else.
          runtime.postMessage(start, packageOrigin);
        });
      } else if (message?.type === 'failed') {
        setFailed(true);
      } else if (message?.type === 'initialized') {
        setInitialized(true);
      } else if (message?.type === 'commit') {
        const data = { standard: message.standard, values: message.values };
        // A failed save loses only the place to resume from: the slide's result still goes with the lesson's.
        void store?.save(slideId, data).catch(() => undefined);
        const outcome = outcomeOfValues(data.standard, data.values);
        callbacks.current.onOutcome(outcome);
        const result = packageResult(outcome);
        if (result && !reported.current) {
          reported.current = true;
          callbacks.current.onComplete(result);
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [address, packageOrigin, slideId, store]);

  if (packageOrigin === undefined)
    return (
      <p className="sw-caption" role="status">
        {t('slide.loading')}
      </p>
    );
  if (packageOrigin === null) return <MediaUnavailable thing="package" onSkip={onSkip} />;
  if (failed) return <MediaUnavailable thing="package" onRetry={retry} onSkip={onSkip} />;
  return (
    <>
      {silent ? <MediaUnavailable thing="packageSilent" onRetry={retry} onSkip={onSkip} /> : null}
      <iframe
        key={attempt}
        ref={frame}
        // A runtime page that never loads (the package origin unreachable) fires load too: then nothing starts.
        onLoad={() => setFrameLoaded(true)}
        className="sw-external__frame sw-package__frame"
        src={new URL(PACKAGE_RUNTIME_PATH, packageOrigin).href}
        title={t('package.frameTitle', { name })}
        // allow-same-origin gives the runtime and the package the package origin, which holds nothing of the app.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        allow="fullscreen; autoplay"
      />
    </>
  );
}

/**
 * True once `waiting` has held for PACKAGE_START_TIMEOUT_MS in this attempt: a runtime page that loaded
 * but whose package never called LMSInitialize (a missing page, a broken package, an unreachable package
 * origin) is not starting.
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
