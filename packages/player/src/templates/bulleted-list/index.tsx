import { DoneButton } from '../../ui/DoneButton.tsx';
import { list, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './bulleted-list.css';

interface BulletedListData {
  title: string;
  items: string[];
}

export default function BulletedListRenderer({ slide, data, template, state, onDone }: SlideRendererProps<BulletedListData>) {
  const title = text(data.title);
  const items = list(data.items).map(text);
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {title ? <h2 className="sw-heading">{title}</h2> : null}
      <ul className="sw-bulleted-list">
        {items.map((item, index) => (
          <li key={index} className="sw-bulleted-list__item">
            {item}
          </li>
        ))}
      </ul>
    </SlideFrame>
  );
}
