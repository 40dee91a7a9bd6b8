import type { Slide } from '@slidewise/core';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback.ts';
import { Button } from '../../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../../ui/primitives/ConfirmDialog.tsx';
import { SlideRow } from './SlideRow.tsx';
import { scrollToShow, visibleRows } from './row-window.ts';
import { useSlideSource, type SlideSource } from './slide-source.ts';
import '../../../ui/glyphs/glyphs.css';

export interface SlideListProps {
  slides: readonly Slide[];
  currentIndex: number;
  /** The lesson's language, for the words the thumbnails show. */
  language: string;
  templateNameOf(type: string): string;
  onSelect(index: number): void;
  onMove(from: number, to: number): void;
  onAdd(): void;
  onDuplicate(index: number): void;
  /** Called once the author confirmed. */
  onDelete(index: number): void;
}

/**
 * The lesson's slides in order: pick one, drag to reorder, add, duplicate, delete. Up and down arrows
 * choose a slide, Alt with an arrow moves it, Home and End jump to either end, Delete asks to delete.
 */
export function SlideList({
  slides,
  currentIndex,
  language,
  templateNameOf,
  onSelect,
  onMove,
  onAdd,
  onDuplicate,
  onDelete,
}: SlideListProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move or pick, focus goes to the row of the current slide once it is drawn.
  const focusCurrent = useRef(false);
  // Keyed by the ids themselves: typing in a slide makes a new slides array, but the order is the same.
  const idsKey = slides.map((slide) => slide.id).join('\n');
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split('\n')), [idsKey]);
  const source = useSlideSource(slides);
  const currentId = slides[currentIndex]?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each move of the current slide, to focus its row once it is drawn.
  useEffect(() => {
    if (!currentId || !focusCurrent.current) return;
    focusCurrent.current = false;
    document.getElementById(`slide-row-${currentId}`)?.focus();
  }, [currentId, currentIndex]);

  const select = useStableCallback((index: number) => onSelect(index));

  const onKeyDown = useStableCallback((index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const last = slides.length - 1;
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step !== 0 && event.altKey) {
      event.preventDefault();
      const to = index + step;
      if (to < 0 || to > last) return;
      focusCurrent.current = true;
      onMove(index, to);
      setAnnouncement(t('lessonEditor.slides.moved', { position: to + 1, total: slides.length }));
      return;
    }
    const target = step !== 0 ? index + step : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (target !== null) {
      event.preventDefault();
      if (target < 0 || target > last || target === index) return;
      focusCurrent.current = true;
      onSelect(target);
      return;
    }
    if (event.key === 'Delete') {
      event.preventDefault();
      setDeleting(index);
    }
  });

  const duplicate = useStableCallback((index: number) => {
    onDuplicate(index);
    setAnnouncement(t('lessonEditor.slides.duplicated', { position: index + 1 }));
  });
  const askToDelete = useStableCallback((index: number) => setDeleting(index));

  const onDragEnd = useStableCallback(({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onMove(from, to);
    setAnnouncement(t('lessonEditor.slides.moved', { position: to + 1, total: slides.length }));
  });

  const deletingSlide = deleting === null ? undefined : slides[deleting];
  // Typing in a slide renders the list again; its header changes only with the count or the language.
  const count = slides.length;
  const header = useMemo(
    () => (
      <>
        <div className="slide-list__header">
          <h2 className="slide-list__title" id={`${hintId}-title`}>
            {t('lessonEditor.slides.label')} <span className="slide-list__count">{count}</span>
          </h2>
          <Button variant="secondary" className="slide-list__add" onClick={onAdd}>
            <span className="glyph glyph--add" aria-hidden="true" />
            {t('lessonEditor.slides.add')}
          </Button>
        </div>
        <p className="visually-hidden" id={hintId}>
          {t('lessonEditor.slides.keyboardHint')}
        </p>
      </>
    ),
    [t, count, hintId, onAdd],
  );

  return (
    <section className="slide-list" aria-labelledby={`${hintId}-title`}>
      {header}
      {slides.length === 0 ? (
        <div className="slide-list__empty">
          <p className="slide-list__empty-title">{t('lessonEditor.slides.emptyTitle')}</p>
          <p>{t('lessonEditor.slides.emptyText')}</p>
          <Button onClick={onAdd}>{t('lessonEditor.slides.addFirst')}</Button>
        </div>
      ) : (
        <SortableRows
          ids={ids}
          source={source}
          currentIndex={currentIndex}
          templateNameOf={templateNameOf}
          language={language}
          hintId={hintId}
          onSelect={select}
          onKeyDown={onKeyDown}
          onDuplicate={duplicate}
          onDelete={askToDelete}
          onDragEnd={onDragEnd}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {deletingSlide ? (
        <ConfirmDialog
          open
          title={t('lessonEditor.slides.deleteTitle')}
          confirmLabel={t('lessonEditor.slides.deleteConfirm')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting !== null) onDelete(deleting);
            setDeleting(null);
            setAnnouncement(t('lessonEditor.slides.deleted'));
          }}
        >
          <p>
            {t('lessonEditor.slides.deleteText', {
              position: (deleting ?? 0) + 1,
              name: deletingSlide?.name.trim() || t('lessonEditor.slides.unnamed'),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

interface SortableRowsProps {
  ids: readonly string[];
  source: SlideSource;
  currentIndex: number;
  templateNameOf(type: string): string;
  language: string;
  hintId: string;
  onSelect(index: number): void;
  onKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>): void;
  onDuplicate(index: number): void;
  onDelete(index: number): void;
  onDragEnd(event: DragEndEvent): void;
}

/** Every row has this height and the next starts this far below it: the window is computed, not measured. */
export const SLIDE_ROW_HEIGHT_PX = 120;
const SLIDE_ROW_PITCH_PX = SLIDE_ROW_HEIGHT_PX + 6;
/** Rows drawn beyond either edge of the viewport, so scrolling shows drawn rows. */
const OVERSCAN_ROWS = 4;
/** Before the viewport is measured (and where nothing is laid out, as in tests) this many rows are drawn. */
const UNMEASURED_ROWS = 12;

/**
 * The drag-and-drop list itself. It renders when the order or the selection changes, never for typing,
 * and draws only the rows in view (and the current one, which holds the keyboard focus): a 200-slide
 * lesson opens and undoes as fast as a short one.
 */
const SortableRows = memo(function SortableRows({ ids, source, currentIndex, onDragEnd, ...rowProps }: SortableRowsProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ scrollTop: 0, height: 0 });

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () =>
      setView((previous) =>
        previous.scrollTop === element.scrollTop && previous.height === element.clientHeight
          ? previous
          : { scrollTop: element.scrollTop, height: element.clientHeight },
      );
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  // The current slide is always in view: picked with the keyboard, added, moved or undone to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the slides change, so an added, moved or undone slide is scrolled into view.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || element.clientHeight === 0) return;
    const top = scrollToShow(currentIndex, SLIDE_ROW_PITCH_PX, SLIDE_ROW_HEIGHT_PX, element.scrollTop, element.clientHeight);
    if (top !== element.scrollTop) element.scrollTop = top;
  }, [currentIndex, ids]);

  const { first, last } =
    view.height > 0
      ? visibleRows(ids.length, SLIDE_ROW_PITCH_PX, view.scrollTop, view.height, OVERSCAN_ROWS)
      : { first: 0, last: Math.min(ids.length, UNMEASURED_ROWS) - 1 };
  const drawn: number[] = [];
  for (let index = first; index <= last; index += 1) drawn.push(index);
  if (currentIndex >= 0 && currentIndex < ids.length && (currentIndex < first || currentIndex > last)) drawn.push(currentIndex);

  return (
    <div className="slide-list__viewport" ref={viewport}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
          <ol
            className="slide-list__rows"
            style={{ height: Math.max(0, ids.length * SLIDE_ROW_PITCH_PX - (SLIDE_ROW_PITCH_PX - SLIDE_ROW_HEIGHT_PX)) }}
          >
            {drawn.map((index) => {
              const id = ids[index]!;
              return (
                <SlideRow
                  key={id}
                  id={id}
                  source={source}
                  index={index}
                  top={index * SLIDE_ROW_PITCH_PX}
                  height={SLIDE_ROW_HEIGHT_PX}
                  current={index === currentIndex}
                  {...rowProps}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
});
