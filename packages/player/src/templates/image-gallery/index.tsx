import { useRef, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { list, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './image-gallery.css';

interface ImageGalleryData {
  title: string;
  images: { image: string; caption: string }[];
}

function initialIndex(state: PreviewState, count: number): number {
  if (state === 'answered') return Math.max(0, count - 1);
  return state === 'interacted' ? Math.min(1, count - 1) : 0;
}

/** One captioned image at a time, swiped or stepped through with the buttons and dots. */
export default function ImageGalleryRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ImageGalleryData>) {
  const t = usePlayerText();
  const title = text(data.title);
  const images = list(data.images).map((raw) => {
    const item = record(raw);
    return { image: text(item.image), alt: text(item.alt), caption: text(item.caption) };
  });
  const [index, setIndex] = useState(() => initialIndex(state, images.length));
  const current = images[Math.min(index, images.length - 1)];
  const go = (next: number) => setIndex(Math.max(0, Math.min(images.length - 1, next)));
  const swipeStartX = useRef(0);

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {title ? <h2 className="sw-heading">{title}</h2> : null}
      {current ? (
        <figure
          className="sw-gallery__figure"
          onPointerDown={(event) => {
            swipeStartX.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const moved = event.clientX - swipeStartX.current;
            if (Math.abs(moved) > 40) go(index + (moved < 0 ? 1 : -1));
          }}
        >
          <SlideImage
            className="sw-gallery__image"
            src={current.image}
            alt={current.alt || current.caption || t('media.imageOf', { index: index + 1, total: images.length })}
            fit="contain"
          />
          {current.caption ? <figcaption className="sw-caption sw-gallery__caption">{current.caption}</figcaption> : null}
        </figure>
      ) : null}
      {images.length > 1 ? (
        <div className="sw-gallery__controls">
          <button type="button" className="sw-button" aria-label={t('media.previous')} disabled={index === 0} onClick={() => go(index - 1)}>
            ‹
          </button>
          <p className="sw-caption" aria-live="polite">
            {t('media.imageOf', { index: index + 1, total: images.length })}
          </p>
          <button
            type="button"
            className="sw-button"
            aria-label={t('media.next')}
            disabled={index === images.length - 1}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </SlideFrame>
  );
}
