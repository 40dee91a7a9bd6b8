import { useEffect, useRef } from 'react';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { list, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './parallax.css';

interface ParallaxData {
  title: string;
  images: { image: string; caption: string }[];
}

/**
 * Full-height images that stay put while the next one slides over them (sticky layers, which also work
 * on phones where fixed backgrounds do not), each with its caption; the title sits on the first.
 */
export default function ParallaxRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ParallaxData>) {
  const title = text(data.title);
  const images = list(data.images).map((raw) => {
    const item = record(raw);
    return { image: text(item.image), alt: text(item.alt), caption: text(item.caption) };
  });
  const scroller = useRef<HTMLDivElement>(null);
  // Mid-way the preview opens scrolled to the second image; at the end, to the last.
  const opening = useRef(state === 'answered' ? images.length - 1 : state === 'interacted' ? 1 : 0);
  useEffect(() => {
    const target = Math.max(0, Math.min(opening.current, images.length - 1));
    const layer = scroller.current?.children[target] as HTMLElement | undefined;
    if (layer && scroller.current) scroller.current.scrollTop = layer.offsetTop;
    // Only on opening: the learner scrolls from there.
  }, [images.length]);

  return (
    <SlideFrame type={slide.type} state={state} bleed footer={<DoneButton template={template} onDone={onDone} />}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the layers scroll; the region takes focus so keyboards can scroll it */}
      <div ref={scroller} className="sw-parallax" tabIndex={0} aria-label={title || undefined} role="region">
        {images.map((item, index) => (
          <figure key={index} className="sw-parallax__layer" style={{ zIndex: index + 1 }}>
            <SlideImage className="sw-parallax__image" src={item.image} alt={item.alt} />
            {index === 0 && title ? <h2 className="sw-parallax__title">{title}</h2> : null}
            {item.caption ? <figcaption className="sw-parallax__caption">{item.caption}</figcaption> : null}
          </figure>
        ))}
      </div>
    </SlideFrame>
  );
}
