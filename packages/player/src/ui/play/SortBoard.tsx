import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { DragArea, useDragItem, useDropTarget } from './drag.tsx';
import { fromKeyboard, useFocusAfterRender } from './keyboard-focus.ts';
import { useSwipe } from './use-swipe.ts';
import { usePlayText } from './play-text.ts';
import { slideFooterButton } from '../SlideFrame.tsx';

export interface SortChip {
  key: string;
  text: string;
  /** The bucket the chip belongs in; undefined for a chip that belongs nowhere (stays in the pool). */
  home: string | undefined;
}

export interface SortBucket {
  key: string;
  title: string;
}

interface SortBoardProps {
  chips: readonly SortChip[];
  buckets: readonly SortBucket[];
  /** Where each chip sits (chip key → bucket key); chips not in it are in the pool. */
  placement: Readonly<Record<string, string>>;
  onPlace: (chip: string, bucket: string | undefined) => void;
  answered: boolean;
  poolLabel: string;
  /**
   * With exactly two buckets side by side, a quick sideways swipe on a chip sends it to the bucket on
   * that side (categorise: "by dragging or swiping").
   */
  swipeToBuckets?: boolean;
}

/** What a sorting quiz reports: each bucket's title with the chips the learner put in it, in chip order. */
export function sortedAnswers(chips: readonly SortChip[], buckets: readonly SortBucket[], placement: Readonly<Record<string, string>>) {
  return buckets.map((bucket) => ({
    title: bucket.title,
    items: chips.filter((chip) => placement[chip.key] === bucket.key).map((chip) => chip.text),
  }));
}

/**
 * Chips to sort into titled buckets: drag a chip onto its bucket, or tap a chip and then the bucket's
 * title (the keyboard way); a placed chip tapped, or dragged back to the pool, goes back. Once checked,
 * each chip says whether it sits right.
 */
export function SortBoard({ chips, buckets, placement, onPlace, answered, poolLabel, swipeToBuckets = false }: SortBoardProps) {
  const [held, setHeld] = useState<string | null>(null);
  const pool = chips.filter((chip) => !(chip.key in placement));
  const board = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRender();
  // Keyboard users go chip → bucket → next chip (the buckets come first on the page).
  const nextChip = () => board.current?.querySelector('.sw-sort__pool button:not(:disabled)') ?? slideFooterButton(board.current);
  const chipsSwipe = swipeToBuckets && buckets.length === 2;
  const chipProps = (chip: SortChip) => ({
    chip,
    where: placement[chip.key],
    held: held === chip.key,
    answered,
    onTap: (keyboard: boolean) => {
      if (placement[chip.key] !== undefined) {
        onPlace(chip.key, undefined);
        if (keyboard) focusAfter(() => board.current?.querySelector(`[data-chip="${CSS.escape(chip.key)}"]`));
        return;
      }
      const pickingUp = held !== chip.key;
      setHeld(pickingUp ? chip.key : null);
      if (keyboard && pickingUp) focusAfter(() => board.current?.querySelector('.sw-sort__bucket-title:not(:disabled)'));
    },
    onSwipe: chipsSwipe
      ? (direction: 'left' | 'right') => {
          setHeld(null);
          onPlace(chip.key, buckets[direction === 'left' ? 0 : 1]!.key);
        }
      : undefined,
  });
  const drop = (dragged: string, target: string) => {
    setHeld(null);
    onPlace(dragged, target === POOL ? undefined : target);
  };

  return (
    // The chips also take a quick swipe to a bucket: a finger drags them only after a short press.
    <DragArea onDrop={drop} touchStart={chipsSwipe ? 'press' : 'immediate'}>
      <div className="sw-sort" ref={board}>
        <div className="sw-sort__buckets" style={{ gridTemplateColumns: `repeat(${Math.max(1, buckets.length)}, minmax(0, 1fr))` }}>
          {buckets.map((bucket) => (
            <Bucket
              key={bucket.key}
              bucket={bucket}
              answered={answered}
              held={held}
              onPlaceHeld={(keyboard) => {
                if (held === null) return;
                onPlace(held, bucket.key);
                setHeld(null);
                if (keyboard) focusAfter(nextChip);
              }}
            >
              {chips
                .filter((chip) => placement[chip.key] === bucket.key)
                .map((chip) => (
                  <ChipButton key={chip.key} {...chipProps(chip)} />
                ))}
            </Bucket>
          ))}
        </div>
        <Pool label={poolLabel} answered={answered} empty={pool.length === 0}>
          {pool.map((chip) => (
            <ChipButton key={chip.key} {...chipProps(chip)} />
          ))}
        </Pool>
      </div>
    </DragArea>
  );
}

/** The drop target id of the pool: a chip dragged back there leaves its bucket. */
const POOL = '\u0000pool';

interface ChipButtonProps {
  chip: SortChip;
  where: string | undefined;
  held: boolean;
  answered: boolean;
  onTap: (keyboard: boolean) => void;
  onSwipe: ((direction: 'left' | 'right') => void) | undefined;
}

function ChipButton({ chip, where, held, answered, onTap, onSwipe }: ChipButtonProps) {
  const t = usePlayText();
  const drag = useDragItem(chip.key, answered);
  const swipe = useSwipe((direction) => {
    if (!drag.justDragged()) onSwipe?.(direction);
  });
  const right = where === chip.home;
  const mark = answered && (where !== undefined || chip.home !== undefined) ? (right ? 'correct' : 'incorrect') : undefined;
  return (
    <li>
      <button
        ref={drag.ref}
        {...drag.props}
        {...(onSwipe && !answered
          ? {
              onTouchStart: (event: TouchEvent) => {
                // The touch sensor's own start (a long press drags) runs too.
                (drag.props as { onTouchStart?: (event: TouchEvent) => void }).onTouchStart?.(event);
                swipe.onTouchStart(event);
              },
              onTouchEnd: swipe.onTouchEnd,
            }
          : {})}
        type="button"
        className={`sw-tile sw-sort__chip${held ? ' sw-sort__chip--held' : ''}${drag.dragging ? ' sw-tile--dragging' : ''}${mark ? ` sw-tile--${mark}` : ''}`}
        aria-pressed={where === undefined ? held : undefined}
        disabled={answered}
        data-chip={chip.key}
        onClick={(event) => onTap(fromKeyboard(event))}
      >
        {chip.text}
        {mark ? <span className="sw-visually-hidden"> ({t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})</span> : null}
      </button>
    </li>
  );
}

interface BucketProps {
  bucket: SortBucket;
  answered: boolean;
  held: string | null;
  onPlaceHeld: (keyboard: boolean) => void;
  children: ReactNode;
}

function Bucket({ bucket, answered, held, onPlaceHeld, children }: BucketProps) {
  const t = usePlayText();
  const target = useDropTarget(bucket.key, answered);
  return (
    <section ref={target.ref} className={`sw-sort__bucket${target.over ? ' sw-drop--over' : ''}`} aria-label={bucket.title}>
      <button
        type="button"
        className="sw-sort__bucket-title"
        disabled={answered || held === null}
        aria-label={t('categorise.moveTo', { category: bucket.title })}
        onClick={(event) => onPlaceHeld(fromKeyboard(event))}
      >
        {bucket.title}
      </button>
      <ul className="sw-sort__placed">{children}</ul>
    </section>
  );
}

function Pool({ label, answered, empty, children }: { label: string; answered: boolean; empty: boolean; children: ReactNode }) {
  const target = useDropTarget(POOL, answered);
  // Kept (empty) while the learner plays, so a chip can always be dragged back.
  if (empty && answered) return null;
  return (
    <ul ref={target.ref} className={`sw-tiles sw-sort__pool${target.over ? ' sw-drop--over' : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}
