import type { IncompleteSlide } from '@slidewise/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { fieldWords } from './field-words.ts';

/** The slides that keep a lesson from being published, each with its empty fields and a way to it. */
export function UnfinishedSlideList({
  slides,
  typeOf,
  onGoTo,
}: {
  slides: readonly IncompleteSlide[];
  /** The template type of a slide of the deck, to name its fields as the form does. */
  typeOf(slideId: string): string | undefined;
  onGoTo(position: number): void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <section className="publish-dialog__unfinished" aria-labelledby={titleId}>
      <h3 className="publish-dialog__subtitle" id={titleId}>
        {t('publishing.lesson.refusedTitle')}
      </h3>
      <p>{t('publishing.lesson.refusedText')}</p>
      <ul className="publish-dialog__slides">
        {slides.map((slide) => (
          <li key={slide.slideId} className="publish-dialog__slide">
            <span>
              <strong>
                {t('publishing.lesson.slide', {
                  position: slide.position,
                  name: slide.name.trim() || t('lessonEditor.slides.unnamed'),
                  template: slide.templateName,
                })}
              </strong>
              <br />
              {t('publishing.lesson.fields', {
                fields: slide.fields.map((field) => fieldWords(i18n, typeOf(slide.slideId) ?? '', field.path)).join(', '),
              })}
            </span>
            <Button variant="secondary" onClick={() => onGoTo(slide.position)}>
              {t('publishing.lesson.goToSlide', { position: slide.position })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
