import { usePlayerText } from '../../i18n/player-language.tsx';
import { vimeoEmbedUrl } from '../../ui/embed-urls.ts';
import { EmbeddedVideoSlide } from '../../ui/EmbeddedVideoSlide.tsx';
import { flag, text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';

interface VimeoVideoEmbedData {
  videoId: string;
  autoplay: boolean;
  autoProgress: boolean;
  showSkipButton: boolean;
}

/** A Vimeo video; for a learner it may start on its own (muted) and moves on when it ends with auto-progress. */
export default function VimeoVideoEmbedRenderer({ slide, data, template, state, mode, onDone }: SlideRendererProps<VimeoVideoEmbedData>) {
  const t = usePlayerText();
  const videoId = text(data.videoId).trim();
  const playing = mode === 'play';
  const autoProgress = playing && flag(data.autoProgress, true);
  const src = videoId ? vimeoEmbedUrl(videoId, { autoplay: playing && flag(data.autoplay, false) }) : '';
  return (
    <EmbeddedVideoSlide
      type={slide.type}
      host="vimeo"
      state={state}
      template={template}
      src={src}
      title={t('media.vimeoTitle', { id: videoId })}
      showSkipButton={flag(data.showSkipButton, false)}
      watch={playing}
      onEnded={autoProgress ? onDone : undefined}
      onDone={onDone}
    />
  );
}
