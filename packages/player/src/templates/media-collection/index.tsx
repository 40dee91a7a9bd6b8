import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import type { PlayerMessageKey } from '../../i18n/messages.ts';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideAudio, SlideImage, SlideVideo } from '../../ui/Media.tsx';
import { list, oneOf, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './media-collection.css';

const kinds = ['image', 'video', 'audio'] as const;
type MediaKind = (typeof kinds)[number];

interface MediaCollectionData {
  content: { type: MediaKind; image: string; video: string; audio: string; caption: string }[];
}

const kindLabels: Record<MediaKind, PlayerMessageKey> = { image: 'media.image', video: 'media.video', audio: 'media.audio' };

/** The first medium at first, the next one picked mid-way, the last one once all were seen. */
function initialPick(state: PreviewState, count: number): number {
  if (state === 'answered') return Math.max(0, count - 1);
  return state === 'interacted' ? Math.min(1, count - 1) : 0;
}

/** One to three media on a stage, picked from a list that names each by its caption and kind. */
export default function MediaCollectionRenderer({ slide, data, template, state, onDone }: SlideRendererProps<MediaCollectionData>) {
  const t = usePlayerText();
  const items = list(data.content).map((item) => {
    const media = record(item);
    return {
      kind: oneOf(media.type, kinds, 'image'),
      image: text(media.image),
      alt: text(media.alt),
      video: text(media.video),
      audio: text(media.audio),
      caption: text(media.caption),
    };
  });
  const [picked, setPicked] = useState(() => initialPick(state, items.length));
  const current = items[Math.min(picked, items.length - 1)];

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {current ? (
        <figure className="sw-media-collection__stage">
          {current.kind === 'image' ? <SlideImage src={current.image} alt={current.alt || current.caption} fit="contain" /> : null}
          {current.kind === 'video' ? <SlideVideo src={current.video} title={current.caption} /> : null}
          {current.kind === 'audio' ? (
            <div className="sw-media-collection__audio">
              <span className="sw-media-collection__audio-icon" aria-hidden="true">
                ♪
              </span>
              <SlideAudio src={current.audio} label={current.caption} />
            </div>
          ) : null}
          {current.caption ? <figcaption className="sw-caption">{current.caption}</figcaption> : null}
        </figure>
      ) : null}
      {items.length > 1 ? (
        <ul className="sw-picker">
          {items.map((item, index) => (
            <li key={index}>
              <button type="button" className="sw-picker__option" aria-pressed={index === picked} onClick={() => setPicked(index)}>
                <span className="sw-picker__kind">{t(kindLabels[item.kind])}</span>
                <span>{item.caption || t(kindLabels[item.kind])}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </SlideFrame>
  );
}
