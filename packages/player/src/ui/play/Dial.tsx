import type { DOMAttributes, ReactNode } from 'react';
import { snapToStep } from './numbers.ts';

/** The dial's sweep: from the lower left, round the top, to the lower right. */
export const SWEEP_DEGREES = 270;
export const START_DEGREES = -135;

export interface DialTick {
  value: number;
  label: string;
}

interface DialProps {
  min: number;
  max: number;
  value: number;
  /** Labelled marks round the dial (a dial's labels, a distribution's values). */
  ticks: readonly DialTick[];
  /** Once checked: the pointer turns green or red. */
  status?: 'correct' | 'incorrect';
  /** What sits in the middle: the value as the learner reads it. */
  children?: ReactNode;
  /** Pointer handlers that turn the dial by dragging (useAngleDrag); without them it is a picture. */
  dragHandlers?: DOMAttributes<HTMLDivElement>;
}

/** A dial face with its marks and a pointer at the value; drawn only (the controls sit beside it). */
export function Dial({ min, max, value, ticks, status, children, dragHandlers }: DialProps) {
  const angleOf = (at: number) => START_DEGREES + (max === min ? 0 : ((at - min) / (max - min)) * SWEEP_DEGREES);
  const point = (angle: number, radius: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return { x: 50 + radius * Math.cos(radians), y: 50 + radius * Math.sin(radians) };
  };
  // Labels sit outside the ticks, where the ring is widest, so close values still read apart.
  const pointer = point(angleOf(Math.min(max, Math.max(min, value))), 26);
  const arcStart = point(START_DEGREES, 32);
  const arcEnd = point(START_DEGREES + SWEEP_DEGREES, 32);
  return (
    <div
      className={`sw-dial${status ? ` sw-dial--${status}` : ''}${dragHandlers?.onPointerDown ? ' sw-dial--draggable' : ''}`}
      {...dragHandlers}
    >
      <svg className="sw-dial__face" viewBox="0 0 100 100" aria-hidden="true">
        <circle className="sw-dial__plate" cx="50" cy="50" r="49" />
        <path className="sw-dial__track" d={`M ${arcStart.x} ${arcStart.y} A 32 32 0 1 1 ${arcEnd.x} ${arcEnd.y}`} />
        {ticks.map((tick) => {
          const inner = point(angleOf(tick.value), 29);
          const outer = point(angleOf(tick.value), 35);
          const label = point(angleOf(tick.value), 42);
          return (
            <g key={`${tick.value}:${tick.label}`}>
              <line className="sw-dial__tick" x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} />
              <text className="sw-dial__label" x={label.x} y={label.y} textAnchor="middle" dominantBaseline="middle">
                {tick.label}
              </text>
            </g>
          );
        })}
        <line className="sw-dial__pointer" x1="50" y1="50" x2={pointer.x} y2={pointer.y} />
        <circle className="sw-dial__hub" cx="50" cy="50" r="4" />
      </svg>
      {children ? <div className="sw-dial__readout">{children}</div> : null}
    </div>
  );
}

/**
 * `count` labels spread evenly from min to max (none for 0, the minimum alone for 1), each on a value
 * the control can take, so a label never names a place the pointer cannot reach.
 */
export function evenTicks(min: number, max: number, count: number, label: (value: number) => string, step = 0): DialTick[] {
  const total = Math.max(0, Math.floor(count));
  if (total === 0) return [];
  if (total === 1) return [{ value: min, label: label(min) }];
  return Array.from({ length: total }, (_, index) => {
    const even = min + ((max - min) * index) / (total - 1);
    const value = step > 0 ? snapToStep(even, min, max, step) : even;
    return { value, label: label(value) };
  });
}
