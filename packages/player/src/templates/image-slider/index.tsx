import { useEffect, useRef, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { cssColor } from '../../ui/css-color.ts';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { flag, list, oneOf, record, text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './image-slider.css';

const imagePositions = ['Top', 'Middle', 'Bottom', 'Cover'] as const;
const captionStyles = ['Default', 'Light', 'Dark', 'Transparent Light Text', 'Transparent Dark Text'] as const;
const captionPositions = ['Top', 'Middle', 'Bottom'] as const;

interface ImageSliderData {
  items: {
    content: string;
    imagePosition: (typeof imagePositions)[number];
    caption: string;
    captionStyle: (typeof captionStyles)[number];
    captionPosition: (typeof captionPositions)[number];
    color: string;
  }[];
  arrows: boolean;
}

const slug = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

function initialIndex(state: PreviewState, count: number): number {
  if (state === 'answered') return Math.max(0, count - 1);
  return state === 'interacted' ? Math.min(1, count - 1) : 0;
}

/**
 * A vertical series of full-height images the learner scrolls (or swipes) through, each with its
 * caption styled and placed as authored; arrows step through them for those who cannot swipe.
 */
export default function ImageSliderRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ImageSliderData>) {
  const t = usePlayerText();
  const items = list(data.items).map((raw) => {
    const item = record(raw);
    return {
      image: text(item.content),
      alt: text(item.alt),
      position: oneOf(item.imagePosition, imagePositions, 'Cover'),
      caption: text(item.caption),
      captionStyle: oneOf(item.captionStyle, captionStyles, 'Default'),
      captionPosition: oneOf(item.captionPosition, captionPositions, 'Bottom'),
      color: cssColor(text(item.color)),
    };
  });
  const [current, setCurrent] = useState(() => initialIndex(state, items.length));
  const viewport = useRef<HTMLDivElement>(null);

  // The state decides which image is in view when the slide opens (mount only); then the learner does.
  const opening = useRef(current);
  useEffect(() => {
    const panel = viewport.current?.children[opening.current] as HTMLElement | undefined;
    if (panel && viewport.current) viewport.current.scrollTop = panel.offsetTop;
  }, []);

  const go = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setCurrent(next);
    const panel = viewport.current?.children[next] as HTMLElement | undefined;
    if (panel && viewport.current) viewport.current.scrollTo?.({ top: panel.offsetTop, behavior: 'smooth' });
  };

  return (
    <SlideFrame type={slide.type} state={state} bleed footer={<DoneButton template={template} onDone={onDone} />}>
      <div className="sw-image-slider">
        <div
          ref={viewport}
          className="sw-image-slider__viewport"
          role="region"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboards can scroll it
          tabIndex={0}
          aria-label={t('media.imageOf', { index: current + 1, total: items.length })}
          onScroll={(event) => {
            const { scrollTop, clientHeight } = event.currentTarget;
            if (clientHeight > 0) setCurrent(Math.max(0, Math.min(items.length - 1, Math.round(scrollTop / clientHeight))));
          }}
        >
          {items.map((item, index) => (
            <figure
              key={index}
              className={`sw-image-slider__item sw-image-slider__item--${slug(item.position)}`}
              style={{ backgroundColor: item.color }}
              data-current={index === current || undefined}
            >
              <SlideImage
                className="sw-image-slider__image"
                src={item.image}
                alt={item.alt || t('media.imageOf', { index: index + 1, total: items.length })}
                fit={item.position === 'Cover' ? 'cover' : 'contain'}
              />
              {item.caption ? (
                <figcaption
                  className={`sw-image-slider__caption sw-image-slider__caption--${slug(item.captionStyle)} sw-image-slider__caption--at-${slug(item.captionPosition)}`}
                >
                  <PlainText as="span" text={item.caption} />
                </figcaption>
              ) : null}
            </figure>
          ))}
        </div>
        {flag(data.arrows, true) && items.length > 1 ? (
          <div className="sw-image-slider__arrows">
            <button
              type="button"
              className="sw-image-slider__arrow"
              aria-label={t('media.previous')}
              disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              ▲
            </button>
            <button
              type="button"
              className="sw-image-slider__arrow"
              aria-label={t('media.next')}
              disabled={current === items.length - 1}
              onClick={() => go(current + 1)}
            >
              ▼
            </button>
          </div>
        ) : null}
      </div>
    </SlideFrame>
  );
}
