import { useId, useState } from 'react';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { list, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './expandable-list.css';

interface ExpandableListData {
  title: string;
  items: { title: string; content: string }[];
}

/** Nothing open at first, the first item open mid-way, everything open once read. */
function initialOpen(state: PreviewState, count: number): Set<number> {
  if (state === 'answered') return new Set(Array.from({ length: count }, (_, index) => index));
  return new Set(state === 'interacted' && count > 0 ? [0] : []);
}

/** An accordion: each title is a button that shows or hides its details. */
export default function ExpandableListRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ExpandableListData>) {
  const baseId = useId();
  const title = text(data.title);
  const items = list(data.items).map(record);
  const [open, setOpen] = useState(() => initialOpen(state, items.length));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {title ? <h2 className="sw-heading">{title}</h2> : null}
      <ul className="sw-accordion">
        {items.map((item, index) => {
          const expanded = open.has(index);
          const panelId = `${baseId}-panel-${index}`;
          return (
            <li key={index} className={`sw-accordion__item${expanded ? ' sw-accordion__item--open' : ''}`}>
              <h3 className="sw-accordion__heading">
                <button
                  type="button"
                  className="sw-accordion__toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span>{text(item.title)}</span>
                  <span className="sw-accordion__chevron" aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} className="sw-accordion__panel" hidden={!expanded}>
                <RichText html={text(item.content)} />
              </div>
            </li>
          );
        })}
      </ul>
    </SlideFrame>
  );
}
