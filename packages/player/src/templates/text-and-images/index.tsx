import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { list, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './text-and-images.css';

interface TextAndImagesData {
  content: { text: string; image: string }[];
}

/** Blocks of text, each with the image that shows it, stacked in reading order. */
export default function TextAndImagesRenderer({ slide, data, template, state, onDone }: SlideRendererProps<TextAndImagesData>) {
  const blocks = list(data.content).map(record);
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <div className="sw-text-images">
        {blocks.map((block, index) => {
          const image = text(block.image);
          return (
            <section key={index} className="sw-text-images__block">
              <RichText html={text(block.text)} />
              {image ? <SlideImage className="sw-text-images__image" src={image} alt={text(block.alt)} fit="contain" /> : null}
            </section>
          );
        })}
      </div>
    </SlideFrame>
  );
}
