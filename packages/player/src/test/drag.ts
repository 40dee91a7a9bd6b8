import { act, fireEvent } from '@testing-library/react';

type Box = { left: number; top: number; width: number; height: number };

// The test DOM lays nothing out, so the boxes dnd-kit measures are given here: the dragged element at
// the top left, the target far from it, and every other element nowhere.
const placed = new Set<Element>();

function placeAt(element: Element, box: Box) {
  placed.add(element);
  const rect = { ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => ({}) };
  Object.defineProperty(element, 'getBoundingClientRect', { configurable: true, value: () => rect });
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/** Waits (up to about a second, on a busy machine) until `done` holds. */
async function settleUntil(done: () => boolean) {
  for (let tries = 0; tries < 50 && !done(); tries += 1) await settle();
}

const overTarget = (target: Element) =>
  target.matches('.sw-drop--over') || target.querySelector('.sw-drop--over') !== null || target.closest('.sw-drop--over') !== null;
const dragging = () => document.querySelector('.sw-drop--over, .sw-tile--dragging') !== null;

/**
 * Waits out dnd-kit's swallowing of clicks after a drag (50 ms, later on a busy machine), so the test's
 * next click is a learner's.
 */
export async function afterDrag() {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 120)));
}

/** Drags `source` with the mouse and lets go over `target`, as dnd-kit's pointer sensor sees it. */
export async function dragOnto(source: Element, target: Element) {
  for (const element of placed) placeAt(element, { left: -1000, top: -1000, width: 0, height: 0 });
  placeAt(source, { left: 0, top: 0, width: 60, height: 30 });
  placeAt(target, { left: 300, top: 300, width: 120, height: 80 });
  const mouse = { pointerType: 'mouse', pointerId: 1, isPrimary: true };
  await settleUntil(() => !dragging());
  fireEvent.pointerDown(source, { ...mouse, button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(document, { ...mouse, clientX: 30, clientY: 30 });
  await settle();
  // dnd-kit measures the targets once the drag has started, a frame or more later on a busy machine: the
  // pointer keeps moving over the target until it is marked as the one under it.
  for (let tries = 0; tries < 50; tries += 1) {
    fireEvent.pointerMove(document, { ...mouse, clientX: 340 + (tries % 2), clientY: 330 });
    await settle();
    if (overTarget(target)) break;
  }
  fireEvent.pointerUp(document, { ...mouse, clientX: 340, clientY: 330 });
  // The click a browser sends after the drag lands on the dragged element and must change nothing.
  fireEvent.click(source);
  await settleUntil(() => !dragging());
  await afterDrag();
}

/**
 * Presses a round control and drags the pointer through the points given (in a 100 × 100 box at the
 * top left of the page, so its centre is at 50, 50), then lets go.
 */
export function dragRound(control: Element, points: readonly { x: number; y: number }[]) {
  placeAt(control, { left: 0, top: 0, width: 100, height: 100 });
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(control, { button: 0, pointerId: 1, clientX: first.x, clientY: first.y });
  for (const point of rest) fireEvent.pointerMove(control, { pointerId: 1, clientX: point.x, clientY: point.y });
  fireEvent.pointerUp(control, { pointerId: 1 });
}

/** The point on a circle round the 100 × 100 box's centre at a clock angle (degrees from twelve o'clock). */
export function pointAt(degrees: number, radius = 40): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: 50 + radius * Math.sin(radians), y: 50 - radius * Math.cos(radians) };
}

/**
 * Drags `source` with a finger and lets go over `target`, moving at once (no press first): a learner's
 * quick drag on a phone, as dnd-kit's touch sensor sees it (touch events stay on the touched element).
 */
export async function touchDragOnto(source: Element, target: Element) {
  for (const element of placed) placeAt(element, { left: -1000, top: -1000, width: 0, height: 0 });
  placeAt(source, { left: 0, top: 0, width: 60, height: 30 });
  placeAt(target, { left: 300, top: 300, width: 120, height: 80 });
  const finger = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }], changedTouches: [{ clientX: x, clientY: y }] });
  await settleUntil(() => !dragging());
  fireEvent.touchStart(source, finger(10, 10));
  fireEvent.touchMove(source, finger(30, 30));
  await settle();
  for (let tries = 0; tries < 50; tries += 1) {
    fireEvent.touchMove(source, finger(340 + (tries % 2), 330));
    await settle();
    if (overTarget(target)) break;
  }
  fireEvent.touchEnd(source, { touches: [], changedTouches: [{ clientX: 340, clientY: 330 }] });
  await settleUntil(() => !dragging());
  await afterDrag();
}
