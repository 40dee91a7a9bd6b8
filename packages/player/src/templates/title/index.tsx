import { DoneButton } from '../../ui/DoneButton.tsx';
import { text } from '../../ui/read-data.ts';
import { PlainText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './title.css';

interface TitleData {
  title: string;
  subtitle: string;
  buttonText: string;
}

/** A title, a subtitle and the start button (the author's buttonText). */
export default function TitleRenderer({ slide, data, template, state, onDone }: SlideRendererProps<TitleData>) {
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} label={text(data.buttonText)} onDone={onDone} />}>
      <div className="sw-title-slide">
        <h2 className="sw-title-slide__title">{text(data.title)}</h2>
        <PlainText className="sw-title-slide__subtitle" text={text(data.subtitle)} />
      </div>
    </SlideFrame>
  );
}
