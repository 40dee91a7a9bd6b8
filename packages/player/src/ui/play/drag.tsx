// Real dragging for the drag quizzes, on top of their tap-and-place buttons. Only the mouse and touch
// drag: the keyboard and screen readers keep the buttons, which already do everything a
// drag does, so dnd-kit's own keyboard dragging would only be a second, less clear way.
import {
  DndContext,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useDndMonitor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { createContext, useContext, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** How far the mouse moves before a press becomes a drag: less is a click, and the click still works. */
const DRAG_START_DISTANCE_PX = 6;

/**
 * The mouse (and pen) through pointer events: a browser sends no mouseup over a disabled button (a
 * target not ready for a tap yet), but it does send pointerup. Touch is left to the touch sensor.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: { nativeEvent: PointerEvent }) =>
        nativeEvent.pointerType !== 'touch' && nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];
}

/**
 * How a finger starts a drag. 'immediate': as soon as it moves a few pixels on an item (the item sets
 * touch-action: none, so the browser leaves the gesture to us; the page still scrolls from anywhere
 * else, and a tap still taps). 'press': after a short press, for items that also take a quick swipe of
 * their own (the sort boards' chips), so the swipe is not taken for a drag.
 */
export type TouchDragStart = 'immediate' | 'press';

const TOUCH_DRAG_DISTANCE_PX = 5;
const TOUCH_PRESS_MS = 180;
const TOUCH_TOLERANCE_PX = 8;

/**
 * The touch that ends a drag is not also a swipe within this long. (The click a browser sends at the
 * end of a drag dnd-kit swallows itself, for 50 ms.)
 */
const AFTER_DRAG_MS = 100;

interface DragAreaState {
  /** When the last drag ended. */
  at: number;
  touchStart: TouchDragStart;
}

const DragEnded = createContext<DragAreaState>({ at: 0, touchStart: 'immediate' });

interface DragAreaProps {
  /** A draggable let go over a drop target (never called for a drop outside every target). */
  onDrop: (dragged: string, target: string) => void;
  /** How a finger starts a drag (see TouchDragStart); at once unless the items also swipe. */
  touchStart?: TouchDragStart;
  children: ReactNode;
}

/** Where dragging happens: every draggable and drop target of one quiz sits inside one area. */
export function DragArea({ onDrop, touchStart = 'immediate', children }: DragAreaProps) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint:
        touchStart === 'immediate' ? { distance: TOUCH_DRAG_DISTANCE_PX } : { delay: TOUCH_PRESS_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
  );
  const ended = useRef<DragAreaState>({ at: 0, touchStart }).current;
  ended.touchStart = touchStart;
  const end = (event: DragEndEvent) => {
    ended.at = Date.now();
    if (event.over) onDrop(String(event.active.id), String(event.over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      // The target under the finger wins, not the one the dragged box overlaps most: what a learner expects.
      collisionDetection={pointerWithin}
      // dnd-kit's screen-reader announcements describe its keyboard dragging, which we do not use.
      accessibility={{ announcements: silent, screenReaderInstructions: { draggable: '' } }}
      onDragEnd={end}
      onDragCancel={() => {
        ended.at = Date.now();
      }}
    >
      <DragEnded.Provider value={ended}>{children}</DragEnded.Provider>
    </DndContext>
  );
}

const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

/**
 * Makes an element (a button the learner can also tap) draggable by pointer. Spread `props` on it and
 * give it `ref`; the element keeps its own role and name. `stayInPlace` leaves it where it is while
 * dragged (the quiz draws something else under the pointer, see useDragPointer).
 */
export function useDragItem(id: string, disabled = false, stayInPlace = false) {
  const ended = useContext(DragEnded);
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id, disabled });
  const style: CSSProperties | undefined = withTouchAction(
    transform && !stayInPlace
      ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10, position: 'relative' }
      : undefined,
    ended.touchStart,
    disabled,
  );
  return {
    ref: setNodeRef,
    dragging: isDragging,
    /** Whether a drag has just ended: the touch or click that ends it is not also a tap or a swipe. */
    justDragged: () => Date.now() - ended.at < AFTER_DRAG_MS,
    props: {
      ...listeners,
      style,
    },
  };
}

/** Makes an element a drop target; `over` is true while a draggable hovers it. */
export function useDropTarget(id: string, disabled = false) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return { ref: setNodeRef, over: isOver };
}

/** A list whose items are reordered by dragging (inside a DragArea, whose onDrop gets the item dropped on). */
export function SortableList({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  return (
    <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/** An item of a SortableList: like useDragItem, and the other items make room while it moves. */
export function useSortableItem(id: string, disabled = false) {
  const area = useContext(DragEnded);
  const { setNodeRef, listeners, transform, transition, isDragging, isOver } = useSortable({ id, disabled });
  const style: CSSProperties | undefined = withTouchAction(
    transform
      ? {
          transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`,
          transition,
          zIndex: isDragging ? 10 : undefined,
          position: 'relative',
        }
      : undefined,
    area.touchStart,
    disabled,
  );
  return {
    ref: setNodeRef,
    dragging: isDragging,
    /** Another item is dragged over this one: it will take this one's place. */
    over: isOver && !isDragging,
    props: {
      ...listeners,
      style,
    },
  };
}

/**
 * A finger on an item that drags at once must not pan the page: the browser would take the gesture for
 * a scroll before the drag could start. A disabled item scrolls like the rest of the page.
 */
function withTouchAction(style: CSSProperties | undefined, touchStart: TouchDragStart, disabled: boolean): CSSProperties | undefined {
  if (touchStart !== 'immediate' || disabled) return style;
  return { ...style, touchAction: 'none' };
}

/** Where the pointer of the drag in progress is (page coordinates), and what it drags; null between drags. */
export function useDragPointer(): { id: string; x: number; y: number } | null {
  const [pointer, setPointer] = useState<{ id: string; x: number; y: number } | null>(null);
  const start = useRef({ x: 0, y: 0 });
  useDndMonitor({
    onDragStart: (event) => {
      start.current = pointerOf(event.activatorEvent);
      setPointer({ id: String(event.active.id), ...start.current });
    },
    onDragMove: (event) =>
      setPointer({ id: String(event.active.id), x: start.current.x + event.delta.x, y: start.current.y + event.delta.y }),
    onDragEnd: () => setPointer(null),
    onDragCancel: () => setPointer(null),
  });
  return pointer;
}

function pointerOf(event: Event | null): { x: number; y: number } {
  if (event && 'touches' in event) {
    const touch = (event as TouchEvent).touches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : { x: 0, y: 0 };
  }
  if (event && 'clientX' in event) return { x: (event as globalThis.MouseEvent).clientX, y: (event as globalThis.MouseEvent).clientY };
  return { x: 0, y: 0 };
}
