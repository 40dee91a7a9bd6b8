import type { SlideTemplateInfo } from '@slidewise/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import type { PreviewState } from '../templates/renderer.ts';
import { DoneButton } from './DoneButton.tsx';
import { hostOrigin, listenMessage, readEmbedMessage, type VideoHost } from './embed-events.ts';
import { EmbedFrame } from './Media.tsx';
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
  /** Called once when the video ends (auto-progress, learners only); undefined to not listen. */
  onEnded?: () => void;
  onDone?: () => void;
  children?: ReactNode;
}

/**
 * Listens to the host's player in the frame and calls onEnded once when the video ends. Origins are
 * checked (only the host's own player is believed); the player is asked for its events when it loads
 * and again when it says it is ready, since either may come first.
 */
function useEmbedEnded(frame: RefObject<HTMLIFrameElement | null>, host: VideoHost, src: string, onEnded: (() => void) | undefined) {
  const latest = useRef(onEnded);
  latest.current = onEnded;
  const listening = onEnded !== undefined && src !== '';
  useEffect(() => {
    if (!listening) return;
    const target = hostOrigin(src);
    const element = frame.current;
    const ask = () => element?.contentWindow?.postMessage(listenMessage(host), target);
    let ended = false;
    const onMessage = (event: MessageEvent) => {
      const meaning = readEmbedMessage(host, event.origin, event.data);
      if (meaning === 'ready') ask();
      if (meaning === 'ended' && !ended) {
        ended = true;
        latest.current?.();
      }
    };
    window.addEventListener('message', onMessage);
    element?.addEventListener('load', ask);
    return () => {
      window.removeEventListener('message', onMessage);
      element?.removeEventListener('load', ask);
    };
  }, [frame, host, src, listening]);
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
  onEnded,
  onDone,
  children,
}: EmbeddedVideoSlideProps) {
  const t = usePlayerText();
  const frame = useRef<HTMLIFrameElement>(null);
  useEmbedEnded(frame, host, src, onEnded);
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
        <EmbedFrame src={src} title={title} frameRef={frame} />
      ) : (
        <div className="sw-video sw-video--missing" role="img" aria-label={t('media.videoUnavailable')}>
          <span aria-hidden="true">{t('media.videoUnavailable')}</span>
        </div>
      )}
      {children}
    </SlideFrame>
  );
}
