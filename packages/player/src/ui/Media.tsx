import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import { MediaUnavailable } from './MediaUnavailable.tsx';

interface SlideImageProps {
  src: string;
  /** What the image shows; empty marks it decorative (its caption already says it). */
  alt: string;
  className?: string;
  /** `cover` fills the box and crops, `contain` shows the whole image. */
  fit?: 'cover' | 'contain';
}

/** An image that degrades to a labelled placeholder when it has no address or fails to load. */
export function SlideImage({ src, alt, className, fit = 'cover' }: SlideImageProps) {
  const t = usePlayerText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['sw-image', `sw-image--${fit}`, className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <span className={`${classes} sw-image--missing`} role="img" aria-label={alt || t('media.imageUnavailable')}>
        <span className="sw-image__missing-text" aria-hidden="true">
          {alt || t('media.imageUnavailable')}
        </span>
      </span>
    );
  }
  return <img className={classes} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />;
}

interface SlideVideoProps {
  src: string;
  title: string;
  poster?: string;
  autoPlay?: boolean;
  /**
   * Starts playing, with sound, as soon as it is drawn: for a video the learner has just picked (their
   * tap allows sound, unlike autoplay).
   */
  playNow?: boolean;
  onEnded?: () => void;
  className?: string;
}

/**
 * A native video player; muted autoplay is the only kind browsers allow without a tap. A video that
 * cannot load says so with a retry in the player's place, never a black box.
 */
export function SlideVideo({ src, title, poster, autoPlay = false, playNow = false, onEnded, className }: SlideVideoProps) {
  const t = usePlayerText();
  const element = useRef<HTMLVideoElement>(null);
  // Each retry is a new load; a failure belongs to the source and the load it happened in.
  const [load, setLoad] = useState(0);
  const [failedLoad, setFailedLoad] = useState<string | null>(null);
  const loadKey = `${load} ${src}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source (or a new load) is a new video, asked to play again.
  useEffect(() => {
    // A refused start (no media, a browser rule) leaves the controls to the learner.
    if (playNow) element.current?.play?.()?.catch(() => undefined);
  }, [playNow, src, load]);
  if (!src) {
    return (
      <div
        className={['sw-video', 'sw-video--missing', className].filter(Boolean).join(' ')}
        role="img"
        aria-label={title || t('media.videoUnavailable')}
      >
        <span aria-hidden="true">{t('media.videoUnavailable')}</span>
      </div>
    );
  }
  if (failedLoad === loadKey) return <MediaUnavailable thing="video" onRetry={() => setLoad((count) => count + 1)} />;
  return (
    <video
      key={loadKey}
      ref={element}
      className={['sw-video', className].filter(Boolean).join(' ')}
      src={src}
      poster={poster || undefined}
      aria-label={title || t('media.video')}
      controls
      playsInline
      preload="metadata"
      autoPlay={autoPlay}
      muted={autoPlay}
      onEnded={onEnded}
      onError={() => setFailedLoad(loadKey)}
    />
  );
}

export function SlideAudio({ src, label, className }: { src: string; label: string; className?: string }) {
  const t = usePlayerText();
  if (!src) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the templates' audio fields carry no captions (spec model); the slide's text says what is heard.
    <audio
      className={['sw-audio', className].filter(Boolean).join(' ')}
      src={src}
      aria-label={label || t('media.audio')}
      controls
      preload="none"
    />
  );
}

interface EmbedFrameProps {
  src: string;
  title: string;
  className?: string;
  /** The frame element, for talking to the host's player (its end, for auto-progress). */
  frameRef?: Ref<HTMLIFrameElement>;
  /** Laid over the player (a message that it could not load). */
  children?: ReactNode;
}

/** A video host's player (YouTube, Vimeo) in a 16:9 frame. */
export function EmbedFrame({ src, title, className, frameRef, children }: EmbedFrameProps) {
  return (
    <div className={['sw-embed', className].filter(Boolean).join(' ')}>
      <iframe
        ref={frameRef}
        className="sw-embed__frame"
        src={src}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {children}
    </div>
  );
}

/** "1:05" for 65 seconds; empty for no duration. */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return '';
  const seconds = Math.round(totalSeconds);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
