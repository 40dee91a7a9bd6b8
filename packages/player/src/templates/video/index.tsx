import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { formatDuration, SlideVideo } from '../../ui/Media.tsx';
import { flag, numberOr, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface VideoData {
  url: string;
  duration: number;
  streamUrl: string;
  stream: boolean;
  autoplay: boolean;
  autoprogress: boolean;
  showSkipButton: boolean;
}

/**
 * The video file in a native player. Autoplay and moving on at the end happen only when a learner
 * plays; the streaming address (HLS) waits for the player issue's streaming support.
 */
export default function VideoRenderer({ slide, data, template, state, mode, onDone }: SlideRendererProps<VideoData>) {
  const t = usePlayerText();
  const playing = mode === 'play';
  const duration = formatDuration(numberOr(data.duration, 0));
  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        <>
          {flag(data.showSkipButton, false) ? (
            <button type="button" className="sw-button" onClick={onDone}>
              {t('media.skip')}
            </button>
          ) : null}
          <DoneButton template={template} onDone={onDone} />
        </>
      }
    >
      <div className="sw-video-slide">
        <SlideVideo
          src={text(data.url)}
          title={slide.name || t('media.video')}
          autoPlay={playing && flag(data.autoplay, false)}
          onEnded={playing && flag(data.autoprogress, false) ? onDone : undefined}
        />
        {duration ? <p className="sw-caption">{duration}</p> : null}
      </div>
    </SlideFrame>
  );
}
