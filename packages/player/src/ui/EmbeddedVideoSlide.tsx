import type { SlideTemplateInfo } from '@slidewise/core';
import { EMBED_READY_TIMEOUT_MS } from '@slidewise/core';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import type { PreviewState } from '../templates/renderer.ts';
import { DoneButton } from './DoneButton.tsx';
import { hostOrigin, listenMessage, readEmbedMessage, type VideoHost } from './embed-events.ts';
import { EmbedFrame } from './Media.tsx';
import { MediaUnavailable } from './MediaUnavailable.tsx';
import { SlideFrame } from './SlideFrame.tsx';

interface EmbeddedVideoSlideProps {
  type: string;
  host: VideoHost;
  state: PreviewState;
  template: SlideTemplateInfo;
  /** The host's embed address; empty when the slide has no video id yet. */
  src: string;
  title: string;
  showSkipButton: boolean;
  /** Whether to watch the player (learners only): a player that never gets ready is said to be unavailable. */
  watch: boolean;
  /** Called once when the video ends (auto-progress, learners only); undefined to not act on it. */
  onEnded?: () => void;
  onDone?: () => void;
  children?: ReactNode;
}

/**
 * Listens to the host's player in the frame: whether it said it is ready within EMBED_READY_TIMEOUT_MS
 * (a player that never does could not load: no network, a blocked host, a removed video), and its end,
 * acted on once (onEnded). Origins are checked (only the host's own player is believed); the player is
 * asked for its events when it loads and again when it says it is ready, since either may come first.
 * A player that comes to life after the timeout clears the failure.
 */
function useEmbedPlayer(
  frame: RefObject<HTMLIFrameElement | null>,
  host: VideoHost,
  src: string,
  { watch, onEnded, load }: { watch: boolean; onEnded: (() => void) | undefined; load: number },
): { silent: boolean } {
  const latest = useRef(onEnded);
  latest.current = onEnded;
  const [silentLoad, setSilentLoad] = useState<number | null>(null);
  const listening = watch && src !== '';
  useEffect(() => {
    if (!listening) return;
    const target = hostOrigin(src);
    const element = frame.current;
    const ask = () => element?.contentWindow?.postMessage(listenMessage(host), target);
    let ended = false;
    let ready = false;
    const timeout = window.setTimeout(() => {
      if (!ready) setSilentLoad(load);
    }, EMBED_READY_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      const meaning = readEmbedMessage(host, event.origin, event.data);
      if (meaning === 'ready') {
        ready = true;
        setSilentLoad(null);
        ask();
      }
      if (meaning === 'ended' && !ended) {
        ended = true;
        latest.current?.();
      }
    };
    window.addEventListener('message', onMessage);
    element?.addEventListener('load', ask);
    return () => {
      window.clearTimeout(timeout);
      window.removeEventListener('message', onMessage);
      element?.removeEventListener('load', ask);
    };
  }, [frame, host, src, listening, load]);
  return { silent: listening && silentLoad === load };
}

/** A video host's player (YouTube, Vimeo) with the skip and done buttons under it. */
export function EmbeddedVideoSlide({
  type,
  host,
  state,
  template,
  src,
  title,
  showSkipButton,
  watch,
  onEnded,
  onDone,
  children,
}: EmbeddedVideoSlideProps) {
  const t = usePlayerText();
  const frame = useRef<HTMLIFrameElement>(null);
  // Each retry is a new frame, watched afresh.
  const [load, setLoad] = useState(0);
  const { silent } = useEmbedPlayer(frame, host, src, { watch, onEnded, load });
  return (
    <SlideFrame
      type={type}
      state={state}
      footer={
        <>
          {showSkipButton ? (
            <button type="button" className="sw-button" onClick={onDone}>
              {t('media.skip')}
            </button>
          ) : null}
          <DoneButton template={template} onDone={onDone} />
        </>
      }
    >
      {src ? (
        <EmbedFrame key={load} src={src} title={title} frameRef={frame}>
          {silent ? <MediaUnavailable thing="video" overlay onRetry={() => setLoad((count) => count + 1)} /> : null}
        </EmbedFrame>
      ) : (
        <div className="sw-video sw-video--missing" role="img" aria-label={t('media.videoUnavailable')}>
          <span aria-hidden="true">{t('media.videoUnavailable')}</span>
        </div>
      )}
      {children}
    </SlideFrame>
  );
}
