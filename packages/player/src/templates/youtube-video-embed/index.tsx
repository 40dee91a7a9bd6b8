import { usePlayerText } from '../../i18n/player-language.tsx';
import { youtubeEmbedUrl } from '../../ui/embed-urls.ts';
import { EmbeddedVideoSlide } from '../../ui/EmbeddedVideoSlide.tsx';
import { formatDuration } from '../../ui/Media.tsx';
import { flag, numberOr, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';

interface YoutubeVideoEmbedData {
  videoId: string;
  autoplay: boolean;
  autoProgress: boolean;
  showSkipButton: boolean;
  startTime: number;
  endTime: number;
}

/**
 * A YouTube video, played only between the start and end times when they are set; for a learner it
 * starts on its own when asked (muted, as browsers require) and moves on when it ends with auto-progress.
 */
export default function YoutubeVideoEmbedRenderer({
  slide,
  data,
  template,
  state,
  mode,
  onDone,
}: SlideRendererProps<YoutubeVideoEmbedData>) {
  const t = usePlayerText();
  const videoId = text(data.videoId).trim();
  const start = numberOr(data.startTime, 0);
  const end = numberOr(data.endTime, 0);
  const playing = mode === 'play';
  // Auto-progress listens to the player's end (the end time included); the editor never listens.
  const autoProgress = playing && flag(data.autoProgress, true);
  const src = videoId
    ? youtubeEmbedUrl(videoId, {
        start,
        end,
        autoplay: playing && flag(data.autoplay, false),
        // Its JS API on for learners: its ready message says it loaded, its end drives auto-progress.
        listenFrom: playing ? window.location.origin : undefined,
      })
    : '';
  const clip = start > 0 || end > 0 ? `${formatDuration(start) || '0:00'} – ${formatDuration(end) || '…'}` : '';
  return (
    <EmbeddedVideoSlide
      type={slide.type}
      host="youtube"
      state={state}
      template={template}
      src={src}
      title={t('media.youtubeTitle', { id: videoId })}
      showSkipButton={flag(data.showSkipButton, false)}
      watch={playing}
      onEnded={autoProgress ? onDone : undefined}
      onDone={onDone}
    >
      {clip ? <p className="sw-caption">{clip}</p> : null}
    </EmbeddedVideoSlide>
  );
}
