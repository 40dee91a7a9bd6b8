import { DoneButton } from '../../ui/DoneButton.tsx';
import { oneOf, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import { SpeakerAvatar } from './SpeakerAvatar.tsx';
import './speech-bubble.css';

interface SpeechBubbleData {
  title: string;
  author: string;
  avatar: string;
  direction: 'Left' | 'Right';
  bubbleStyle: 'Dark' | 'Light';
  avatarStyle: 'Circle' | 'Rounded' | 'Square';
}

/** A quote in a bubble pointing at its speaker's avatar, on the side the author chose. */
export default function SpeechBubbleRenderer({ slide, data, template, state, onDone }: SlideRendererProps<SpeechBubbleData>) {
  const direction = oneOf(data.direction, ['Left', 'Right'] as const, 'Left').toLowerCase();
  const bubble = oneOf(data.bubbleStyle, ['Dark', 'Light'] as const, 'Light').toLowerCase();
  const avatarShape = oneOf(data.avatarStyle, ['Circle', 'Rounded', 'Square'] as const, 'Circle').toLowerCase();
  const author = text(data.author);
  const avatar = text(data.avatar);
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <figure className={`sw-speech sw-speech--${direction} sw-speech--${bubble}`}>
        <blockquote className="sw-speech__bubble">
          <p className="sw-plain-text">{text(data.title)}</p>
        </blockquote>
        <figcaption className="sw-speech__speaker">
          {avatar ? <SpeakerAvatar src={avatar} author={author} shape={avatarShape} /> : null}
          {author ? <span className="sw-speech__author">{author}</span> : null}
        </figcaption>
      </figure>
    </SlideFrame>
  );
}
