import { useRef, type PointerEvent } from 'react';
import { clockAngle } from './numbers.ts';

/**
 * Pointer handlers that turn a press and drag on a round control (a dial, a pie) into clock angles
 * around the element's centre: `onAngle` gets each angle while the pointer is down. The pointer is
 * captured, so the drag keeps going outside the control. The keyboard is the control's own business.
 */
export function useAngleDrag(onAngle: (angle: number) => void, disabled = false) {
  const pressed = useRef(false);
  const report = (event: PointerEvent<Element>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onAngle(clockAngle({ x: box.left + box.width / 2, y: box.top + box.height / 2 }, { x: event.clientX, y: event.clientY }));
  };
  if (disabled) return {};
  return {
    onPointerDown: (event: PointerEvent<Element>) => {
      if (event.button !== 0) return;
      pressed.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      report(event);
    },
    onPointerMove: (event: PointerEvent<Element>) => {
      if (pressed.current) report(event);
    },
    onPointerUp: () => {
      pressed.current = false;
    },
    onPointerCancel: () => {
      pressed.current = false;
    },
  };
}
