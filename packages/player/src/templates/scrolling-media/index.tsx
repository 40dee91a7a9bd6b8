import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { SlideImage, SlideVideo } from '../../ui/Media.tsx';
import { flag, list, oneOf, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './scrolling-media.css';

interface ScrollingMediaData {
  content: { type: 'text' | 'image' | 'video'; text: string; image: string; video: string }[];
  preventFocus: boolean;
}

/**
 * Text, image and video blocks in one scrolling column. Images open full screen when tapped unless
 * `preventFocus` keeps them in the flow; mid-way the preview shows the first image opened.
 */
export default function ScrollingMediaRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ScrollingMediaData>) {
  const t = usePlayerText();
  const blocks = list(data.content).map((item) => {
    const block = record(item);
    return {
      kind: oneOf(block.type, ['text', 'image', 'video'] as const, 'text'),
      text: text(block.text),
      image: text(block.image),
      alt: text(block.alt),
      video: text(block.video),
    };
  });
  const canFocus = !flag(data.preventFocus, false);
  const firstImage = blocks.find((block) => block.kind === 'image' && block.image)?.image ?? null;
  const [focused, setFocused] = useState<string | null>(state === 'interacted' && canFocus ? firstImage : null);
  const imageLabel = (index: number) =>
    t('media.imageOf', { index: index + 1, total: blocks.filter((block) => block.kind === 'image').length });
  let imageIndex = -1;

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={<DoneButton template={template} onDone={onDone} />}
      overlay={
        focused ? (
          <Lightbox label={t('media.image')} onClose={() => setFocused(null)} takeFocus={state !== 'interacted'}>
            <SlideImage src={focused} alt="" fit="contain" />
          </Lightbox>
        ) : null
      }
    >
      <div className="sw-scrolling-media">
        {blocks.map((block, index) => {
          if (block.kind === 'text') return <RichText key={index} html={block.text} />;
          if (block.kind === 'video') return <SlideVideo key={index} src={block.video} title={t('media.video')} />;
          imageIndex += 1;
          const label = block.alt || imageLabel(imageIndex);
          return canFocus ? (
            <button
              key={index}
              type="button"
              className="sw-scrolling-media__zoom"
              aria-label={label}
              onClick={() => setFocused(block.image)}
            >
              <SlideImage src={block.image} alt="" fit="contain" />
            </button>
          ) : (
            <SlideImage key={index} src={block.image} alt={label} fit="contain" />
          );
        })}
      </div>
    </SlideFrame>
  );
}
