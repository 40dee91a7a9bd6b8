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

/** A YouTube video, played only between the start and end times when they are set. */
export default function YoutubeVideoEmbedRenderer({ slide, data, template, state, mode, onDone }: SlideRendererProps<YoutubeVideoEmbedData>) {
  const t = usePlayerText();
  const videoId = text(data.videoId).trim();
  const start = numberOr(data.startTime, 0);
  const end = numberOr(data.endTime, 0);
  const src = videoId ? youtubeEmbedUrl(videoId, { start, end, autoplay: mode === 'play' && flag(data.autoplay, false) }) : '';
  const clip = start > 0 || end > 0 ? `${formatDuration(start) || '0:00'} – ${formatDuration(end) || '…'}` : '';
  return (
    <EmbeddedVideoSlide
      type={slide.type}
      state={state}
      template={template}
      src={src}
      title={t('media.youtubeTitle', { id: videoId })}
      showSkipButton={flag(data.showSkipButton, false)}
      onDone={onDone}
    >
      {clip ? <p className="sw-caption">{clip}</p> : null}
    </EmbeddedVideoSlide>
  );
}
