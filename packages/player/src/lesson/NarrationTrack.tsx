import { useEffect, useRef, useState } from 'react';
import { useLessonText } from './lesson-text.ts';
import type { Narration } from './narration.ts';

interface NarrationTrackProps {
  narration: Narration;
  /** Told once, when the narration has played to its end. */
  onEnded: () => void;
}

/**
 * Plays a slide's narration as the slide opens, with a button to pause and play it again. The sound
 * switch reaches it as it reaches every medium in the player (useMediaSound mutes it): with sound off it
 * still plays, silently, so a slide that waits for its narration waits the same time for everyone.
 * When the browser refuses to start sound before a tap (the first slide of a visit), the button shows
 * "play" and the learner starts it.
 */
export function NarrationTrack({ narration, onEnded }: NarrationTrackProps) {
  const t = useLessonText();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // A browser that blocks autoplay rejects: the learner presses play instead.
    element.play()?.catch(() => setPlaying(false));
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play()?.catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className="sw-narration">
      {/* biome-ignore lint/a11y/useMediaCaption: the model gives narration no captions; the slide's own text is on screen. */}
      <audio
        ref={audio}
        src={narration.audioFile}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          onEnded();
        }}
        onError={() => {
          setFailed(true);
          // A narration that cannot load must not hold the learner on the slide for ever.
          onEnded();
        }}
      />
      {failed ? (
        <span className="sw-narration__failed" role="status">
          {t('lesson.narrationFailed')}
        </span>
      ) : (
        <button type="button" className="sw-narration__toggle" aria-pressed={playing} onClick={toggle}>
          {t(playing ? 'lesson.narrationPause' : 'lesson.narrationPlay')}
        </button>
      )}
    </div>
  );
}
