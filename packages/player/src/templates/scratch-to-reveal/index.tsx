import { useRef, useState, type PointerEvent } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { cssColor } from '../../ui/css-color.ts';
import { DoneButton } from '../../ui/DoneButton.tsx';
import { SlideImage } from '../../ui/Media.tsx';
import { record, text } from '../../ui/read-data.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import { addPoint, REVEAL_SHARE, sampleStroke, scratchedShare, scratchMask, type ScratchPoint } from './scratch.ts';
import './scratch-to-reveal.css';

interface Face {
  label: string;
  content: string;
  image: string;
}

interface ScratchToRevealData {
  before: Face;
  after: Face;
  canvasBackground: string;
}

/**
 * The "before" face lies on a scratch layer over the "after" face; scratching (pointer or finger) wears
 * holes in it until enough is gone and the layer falls away. A button does the same for keyboards.
 */
export default function ScratchToRevealRenderer({ slide, data, template, state, onDone }: SlideRendererProps<ScratchToRevealData>) {
  const t = usePlayerText();
  const before = record(data.before);
  const after = record(data.after);
  const layerColor = cssColor(text(data.canvasBackground)) ?? '#c0c0c0';
  const [points, setPoints] = useState<ScratchPoint[]>(() => (state === 'interacted' ? sampleStroke() : []));
  const [revealed, setRevealed] = useState(state === 'answered');
  const scratching = useRef(false);

  const scratch = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const point = { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 };
    const next = addPoint(points, point);
    if (next === points) return;
    setPoints(next);
    if (scratchedShare(next) >= REVEAL_SHARE) setRevealed(true);
  };
  const mask = scratchMask(points);
  const afterLabel = text(after.label);

  return (
    <SlideFrame
      type={slide.type}
      state={state}
      footer={
        <>
          {!revealed ? (
            <button type="button" className="sw-button" onClick={() => setRevealed(true)}>
              {t('scratch.reveal', { label: afterLabel || t('scratch.hint').toLowerCase() })}
            </button>
          ) : null}
          <DoneButton template={template} onDone={onDone} />
        </>
      }
    >
      <div className="sw-scratch">
        <FaceView face={after} className="sw-scratch__face sw-scratch__face--after" hidden={!revealed && points.length === 0} />
        {!revealed ? (
          <div
            className="sw-scratch__layer"
            style={{ backgroundColor: layerColor, maskImage: mask, WebkitMaskImage: mask }}
            onPointerDown={(event) => {
              scratching.current = true;
              event.currentTarget.setPointerCapture?.(event.pointerId);
              scratch(event);
            }}
            onPointerMove={(event) => {
              if (scratching.current) scratch(event);
            }}
            onPointerUp={() => {
              scratching.current = false;
            }}
            onPointerCancel={() => {
              scratching.current = false;
            }}
          >
            <FaceView face={before} className="sw-scratch__face sw-scratch__face--before" />
            <p className="sw-scratch__hint" aria-hidden="true">
              {t('scratch.hint')}
            </p>
          </div>
        ) : null}
      </div>
    </SlideFrame>
  );
}

function FaceView({ face, className, hidden = false }: { face: Record<string, unknown>; className: string; hidden?: boolean }) {
  const label = text(face.label);
  const image = text(face.image);
  return (
    // Until scratching starts, the face underneath is not there for screen readers either.
    <div className={className} aria-hidden={hidden || undefined}>
      {label ? <p className="sw-overline">{label}</p> : null}
      <RichText html={text(face.content)} />
      {image ? <SlideImage className="sw-scratch__image" src={image} alt={text(face.alt)} fit="contain" /> : null}
    </div>
  );
}
