import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, list, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { PreviewState, SlideRendererProps } from '../renderer.ts';
import './text-sequence.css';

interface TextSequenceData {
  content: string[];
  label: string;
  canGoBack: boolean;
}

/** How many steps each state starts with: the first, the second, or all of them. */
function initialShown(state: PreviewState, total: number): number {
  if (state === 'answered') return total;
  return Math.min(total, state === 'interacted' ? 2 : 1);
}

/** Steps revealed one at a time, each under the ones before; back hides the newest when allowed. */
export default function TextSequenceRenderer({ slide, data, template, state, onDone }: SlideRendererProps<TextSequenceData>) {
  const t = usePlayerText();
  const steps = list(data.content).map(text);
  const [shown, setShown] = useState(() => initialShown(state, steps.length));
  const visible = Math.min(shown, steps.length);
  const finished = visible >= steps.length;
  const canGoBack = flag(data.canGoBack, true) && visible > 1;

  // The footer holds only the way forward: the lesson's own Back sits right under it, so a second
  // "Back" there would read as the same button twice. Stepping back is a quiet control by the steps.
  const footer = finished ? (
    <DoneButton template={template} onDone={onDone} />
  ) : (
    <button type="button" className="sw-button sw-button--primary" onClick={() => setShown(visible + 1)}>
      {text(data.label) || t('sequence.next')}
    </button>
  );

  return (
    <SlideFrame type={slide.type} state={state} footer={footer}>
      <ol className="sw-text-sequence" aria-live="polite">
        {steps.slice(0, visible).map((step, index) => (
          <li key={index} className={`sw-text-sequence__step${index === visible - 1 ? ' sw-text-sequence__step--current' : ''}`}>
            <RichText html={step} />
          </li>
        ))}
      </ol>
      {steps.length > 1 ? (
        <div className="sw-text-sequence__status">
          <p className="sw-caption">{t('sequence.progress', { current: visible, total: steps.length })}</p>
          {canGoBack ? (
            <button type="button" className="sw-button sw-button--quiet" onClick={() => setShown(visible - 1)}>
              <span aria-hidden="true">↑ </span>
              {t('sequence.previousStep')}
            </button>
          ) : null}
        </div>
      ) : null}
    </SlideFrame>
  );
}
