import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { list, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './comparison.css';

interface ComparisonData {
  title: string;
  items: { title: string; image: string; content: string }[];
}

/** Two items side by side (even on a phone), each with its title, picture and description. */
export default function ComparisonRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ComparisonData>) {
  const title = text(data.title);
  const items = list(data.items).map(record);
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {title ? <h2 className="sw-heading">{title}</h2> : null}
      <ul className="sw-comparison">
        {items.map((item, index) => {
          const itemTitle = text(item.title);
          const image = text(item.image);
          return (
            <li key={index} className="sw-comparison__item">
              {image ? <SlideImage className="sw-comparison__image" src={image} alt={text(item.alt)} /> : null}
              <h3 className="sw-title">{itemTitle}</h3>
              <RichText className="sw-comparison__content" html={text(item.content)} />
            </li>
          );
        })}
      </ul>
    </SlideFrame>
  );
}
