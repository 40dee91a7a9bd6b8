import { useSortable } from '@dnd-kit/sortable';
import { unfinishedFieldsOf } from '@slidewise/core';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideThumbnail } from './SlideThumbnail.tsx';
import { useSourceSlide, type SlideSource } from './slide-source.ts';
import { slideTitle } from './slide-title.ts';
import '../../../ui/glyphs/glyphs.css';

interface SlideRowProps {
  id: string;
  source: SlideSource;
  index: number;
  /** Where the row sits in the list, in pixels from its top: only the rows in view are drawn. */
  top: number;
  height: number;
  current: boolean;
  templateNameOf(type: string): string;
  language: string;
  /** The id of the hint that tells keyboard users how to move around the list. */
  hintId: string;
  onSelect(index: number): void;
  onKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>): void;
  onDuplicate(index: number): void;
  onDelete(index: number): void;
}

/**
 * One slide of the list: number, thumbnail, name and template, dragged by the pointer anywhere on it.
 * Only the current row is in the tab order (its select button, then its actions); arrow keys move
 * between rows. Memoised: typing in one slide must not re-render the other 199.
 */
export const SlideRow = memo(function SlideRow({
  id,
  source,
  index,
  top,
  height,
  current,
  templateNameOf,
  language,
  hintId,
  onSelect,
  onKeyDown,
  onDuplicate,
  onDelete,
}: SlideRowProps) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const slide = useSourceSlide(source, id);
  const position = index + 1;
  // An edit inside the slide (most of them) changes none of the words: they are not looked up again.
  const type = slide?.type ?? '';
  // A slide without a name of its own is called by its title (or question), as the learner will read it.
  const ownName = slide?.name.trim() || (slide ? slideTitle(slide.data) : '');
  const data = slide?.data;
  // What must still be filled before the lesson can be published (the server's check, from core).
  const unfinished = useMemo(() => (data === undefined ? 0 : unfinishedFieldsOf({ type, data }).length), [type, data]);
  const words = useMemo(() => {
    const templateName = templateNameOf(type);
    const name = ownName || t('lessonEditor.slides.unnamed');
    const rowLabel = t('lessonEditor.slides.rowLabel', { position, name, template: templateName });
    return {
      templateName,
      name,
      unfinished: t('publishing.unfinishedBadge'),
      label: unfinished > 0 ? `${rowLabel}. ${t('publishing.unfinishedRow', { count: unfinished })}` : rowLabel,
      duplicate: t('lessonEditor.slides.duplicate', { position }),
      delete: t('lessonEditor.slides.delete', { position }),
    };
  }, [t, templateNameOf, type, ownName, position, unfinished]);
  if (!slide) return null;
  const { templateName, name } = words;
  const tabIndex = current ? 0 : -1;

  return (
    <li
      ref={setNodeRef}
      className={`slide-row${current ? ' slide-row--current' : ''}${isDragging ? ' slide-row--dragging' : ''}`}
      style={{ top, height, transform: CSS.Translate.toString(transform), transition }}
      data-slide-id={slide.id}
      {...listeners}
    >
      <button
        type="button"
        id={`slide-row-${slide.id}`}
        className="slide-row__select"
        tabIndex={tabIndex}
        aria-current={current ? 'true' : undefined}
        aria-label={words.label}
        aria-describedby={hintId}
        onClick={() => onSelect(index)}
        onKeyDown={(event) => onKeyDown(index, event)}
      >
        <span className="slide-row__number" aria-hidden="true">
          {position}
        </span>
        <SlideThumbnail slide={slide} language={language} />
        <span className="slide-row__text" aria-hidden="true">
          <span className="slide-row__name">{name}</span>
          <span className="slide-row__template">{templateName}</span>
          {unfinished > 0 ? (
            <span className="slide-row__unfinished" data-unfinished={unfinished}>
              {words.unfinished}
            </span>
          ) : null}
        </span>
      </button>
      <div className="slide-row__actions">
        <button type="button" className="icon-button" tabIndex={tabIndex} aria-label={words.duplicate} onClick={() => onDuplicate(index)}>
          <span className="glyph glyph--copy" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button icon-button--danger"
          tabIndex={tabIndex}
          aria-label={words.delete}
          onClick={() => onDelete(index)}
        >
          <span className="glyph glyph--delete" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
});
