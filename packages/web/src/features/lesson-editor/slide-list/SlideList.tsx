import type { Slide } from '@slidewise/core';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback.ts';
import { Button } from '../../../ui/primitives/Button.tsx';
import { ConfirmDialog } from '../../../ui/primitives/ConfirmDialog.tsx';
import { SlideRow } from './SlideRow.tsx';

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
export function SlideList({ slides, currentIndex, language, templateNameOf, onSelect, onMove, onAdd, onDuplicate, onDelete }: SlideListProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move or pick, focus goes to the row of the current slide once it is drawn.
  const focusCurrent = useRef(false);
  // Keyed by the ids themselves: typing in a slide makes a new slides array, and a new ids array would
  // re-render every sortable row.
  const idsKey = slides.map((slide) => slide.id).join('\n');
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split('\n')), [idsKey]);
  const currentId = slides[currentIndex]?.id;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  useEffect(() => {
    if (!currentId) return;
    const row = document.getElementById(`slide-row-${currentId}`);
    row?.scrollIntoView?.({ block: 'nearest' });
    if (focusCurrent.current) {
      focusCurrent.current = false;
      row?.focus();
    }
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

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onMove(from, to);
    setAnnouncement(t('lessonEditor.slides.moved', { position: to + 1, total: slides.length }));
  };

  const deletingSlide = deleting === null ? undefined : slides[deleting];

  return (
    <section className="slide-list" aria-labelledby={`${hintId}-title`}>
      <div className="slide-list__header">
        <h2 className="slide-list__title" id={`${hintId}-title`}>
          {t('lessonEditor.slides.label')} <span className="slide-list__count">{slides.length}</span>
        </h2>
        <Button variant="secondary" className="slide-list__add" onClick={onAdd}>
          <span className="glyph glyph--add" aria-hidden="true" />
          {t('lessonEditor.slides.add')}
        </Button>
      </div>
      <p className="visually-hidden" id={hintId}>
        {t('lessonEditor.slides.keyboardHint')}
      </p>
      {slides.length === 0 ? (
        <div className="slide-list__empty">
          <p className="slide-list__empty-title">{t('lessonEditor.slides.emptyTitle')}</p>
          <p>{t('lessonEditor.slides.emptyText')}</p>
          <Button onClick={onAdd}>{t('lessonEditor.slides.addFirst')}</Button>
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="slide-list__rows">
              {slides.map((slide, index) => (
                <SlideRow
                  key={slide.id}
                  slide={slide}
                  index={index}
                  current={index === currentIndex}
                  templateName={templateNameOf(slide.type)}
                  language={language}
                  hintId={hintId}
                  onSelect={select}
                  onKeyDown={onKeyDown}
                  onDuplicate={duplicate}
                  onDelete={askToDelete}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ConfirmDialog
        open={deletingSlide !== undefined}
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
    </section>
  );
}
