import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, list, record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './reveal.css';

interface RevealData {
  content: { title: string; description: string }[];
  focus: boolean;
}

function initialRevealed(state: PreviewState, count: number): Set<number> {
  if (state === 'answered') return new Set(Array.from({ length: count }, (_, index) => index));
  return new Set(state === 'interacted' && count > 0 ? [0] : []);
}

/** Cards that turn over when tapped; with focus on, the other cards dim while one is open. */
export default function RevealRenderer({ slide, data, template, state, onDone }: SlideRendererProps<RevealData>) {
  const t = usePlayerText();
  const cards = list(data.content).map(record);
  const focus = flag(data.focus, false);
  const [revealed, setRevealed] = useState(() => initialRevealed(state, cards.length));
  const [lastOpened, setLastOpened] = useState<number | null>(state === 'interacted' && cards.length > 0 ? 0 : null);
  const toggle = (index: number) => {
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
    setLastOpened(revealed.has(index) ? null : index);
  };

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      <ul className={`sw-reveal sw-reveal--${Math.min(cards.length, 4)}`}>
        {cards.map((card, index) => {
          const isRevealed = revealed.has(index);
          const dimmed = focus && lastOpened !== null && lastOpened !== index;
          const title = text(card.title);
          return (
            <li
              key={index}
              className={`sw-reveal__card${isRevealed ? ' sw-reveal__card--revealed' : ''}${dimmed ? ' sw-reveal__card--dimmed' : ''}`}
            >
              <button type="button" className="sw-reveal__button" aria-expanded={isRevealed} onClick={() => toggle(index)}>
                <span className="sw-reveal__title">{title}</span>
                {!isRevealed ? <span className="sw-caption sw-reveal__hint">{t('reveal.tapToReveal')}</span> : null}
              </button>
              {isRevealed ? <RichText className="sw-reveal__description" html={text(card.description)} /> : null}
            </li>
          );
        })}
      </ul>
    </SlideFrame>
  );
}
