import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { formatDuration, SlideImage, SlideVideo } from '../../ui/Media.tsx';
import { list, numberOr, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './video-collection.css';

interface VideoCollectionData {
  videos: { url: string; thumbnail: string; title: string; duration: number }[];
  stream: boolean;
}

/** Video cards (thumbnail, title, length); picking one plays it above the list. */
export default function VideoCollectionRenderer({ slide, data, template, state, mode, onDone }: SlideRendererProps<VideoCollectionData>) {
  const t = usePlayerText();
  const videos = list(data.videos).map((item) => {
    const video = record(item);
    return {
      url: text(video.url),
      thumbnail: text(video.thumbnail),
      title: text(video.title),
      duration: formatDuration(numberOr(video.duration, 0)),
    };
  });
  const [playing, setPlaying] = useState<number | null>(state === 'interacted' && videos.length > 0 ? 0 : null);
  const current = playing === null ? undefined : videos[playing];
  // Only a learner's pick starts a video; the preview's opening pick is a still picture.
  const [picked, setPicked] = useState(false);

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {current ? (
        <section className="sw-video-collection__player" aria-label={current.title}>
          <SlideVideo
            key={playing}
            src={current.url}
            title={current.title}
            poster={current.thumbnail}
            playNow={mode === 'play' && picked}
          />
          <h2 className="sw-title">{current.title}</h2>
        </section>
      ) : null}
      <ul className="sw-video-collection">
        {videos.map((video, index) => (
          <li key={index}>
            <button
              type="button"
              className="sw-video-collection__card"
              aria-current={index === playing}
              aria-label={t('media.play', { title: video.title || t('media.video') })}
              onClick={() => {
                setPlaying(index);
                setPicked(true);
              }}
            >
              <SlideImage className="sw-video-collection__thumbnail" src={video.thumbnail} alt="" />
              <span className="sw-video-collection__title">{video.title}</span>
              {video.duration ? <span className="sw-caption">{video.duration}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </SlideFrame>
  );
}
