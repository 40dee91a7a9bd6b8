import { DoneButton } from '../../ui/DoneButton.tsx';
import { text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';

interface ScrollableData {
  title: string;
  content: string;
}

/** A title and a long rich-text body in the frame's scrolling area. */
export default function ScrollableRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ScrollableData>) {
  const title = text(data.title);
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {title ? <h2 className="sw-heading">{title}</h2> : null}
      <RichText className="sw-scrollable" html={text(data.content)} />
    </SlideFrame>
  );
}
