// Draws any template from its model: every piece of content the author wrote (rich text, text,
// images, media, lists of them) in model order, and in the answered state the answer block. It stands
// in for a template until its own renderer exists, so a slide always shows its real content.
import type { TemplateField } from '@slidewise/core';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideAudio, SlideImage, SlideVideo } from '../../ui/Media.tsx';
import { list, record, text } from '../../ui/read-data.ts';
import { Reinforcement } from '../../ui/Reinforcement.tsx';
import { PlainText, RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';

/** Settings of play, not content a learner reads. */
const settingFields = new Set(['timer', 'stars', 'challenge_configuration', 'socialLearning', 'narration', 'answer']);
const MAX_DEPTH = 20;

export default function GenericRenderer({ slide, data, template, state, onDone }: SlideRendererProps) {
  const content = template.model.filter((field) => !field.hidden && !settingFields.has(field.name));
  const answer = record(data.answer);
  const answered = state === 'answered' && template.model.some((field) => field.name === 'answer');
  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <div className="sw-generic">
        {content.map((field) => (
          <FieldContent key={field.name} field={field} value={data[field.name]} siblings={data} state={state} depth={0} />
        ))}
      </div>
      {answered ? (
        <Reinforcement correct message={text(answer.correct)} explanation={text(answer.text)} takeaway={text(answer.takeaway)} />
      ) : null}
    </SlideFrame>
  );
}

interface FieldContentProps {
  field: TemplateField;
  value: unknown;
  /** The object the value sits in, for an image's `alt` beside it. */
  siblings: Record<string, unknown>;
  state: PreviewState;
  depth: number;
}

function FieldContent({ field, value, siblings, state, depth }: FieldContentProps) {
  if (field.hidden || depth > MAX_DEPTH) return null;
  switch (field.kind) {
    case 'html':
      return <RichText html={text(value)} />;
    case 'text':
    case 'string':
      return field.name === 'alt' ? null : <PlainText text={text(value)} />;
    case 'image':
      return text(value) ? <SlideImage src={text(value)} alt={text(siblings.alt)} fit="contain" className="sw-generic__image" /> : null;
    case 'video':
      return text(value) ? <SlideVideo src={text(value)} title={field.label} /> : null;
    case 'audio':
      return <SlideAudio src={text(value)} label={field.label} />;
    case 'list': {
      const items = list(value);
      if (items.length === 0) return null;
      return (
        <ul className="sw-generic__list">
          {items.map((item, index) => {
            const correct = record(item).correct;
            const marked = state === 'answered' && typeof correct === 'boolean';
            return (
              <li key={index} className={`sw-generic__item${marked ? (correct ? ' sw-generic__item--correct' : ' sw-generic__item--incorrect') : ''}`}>
                <FieldContent field={field.item} value={item} siblings={record(item)} state={state} depth={depth + 1} />
              </li>
            );
          })}
        </ul>
      );
    }
    case 'object': {
      const object = record(value);
      return (
        <>
          {field.fields.map((child) => (
            <FieldContent key={child.name} field={child} value={object[child.name]} siblings={object} state={state} depth={depth + 1} />
          ))}
        </>
      );
    }
    default:
      return null;
  }
}
