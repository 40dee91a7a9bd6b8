import { memo } from 'react';
import type { Slide } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { slidesDifference } from '../state/slides-difference.ts';
import { useLessonEdit, useLessonEditSession } from './lesson-edit-context.ts';

/** How many names a list in the dialog shows before "and N more". */
const NAMES_SHOWN = 5;

/**
 * A save refused as stale (409), or kept edits made on a state the lesson moved on from: the other
 * version is shown (how many slides, which differ) and nothing is overwritten until the author chooses
 * to keep theirs on top of it or to take it. There is no close button: the choice has to be made.
 */
export const SlidesConflictDialog = memo(function SlidesConflictDialog({ templateNameOf }: { templateNameOf(type: string): string }) {
  const { t } = useTranslation();
  const session = useLessonEditSession();
  const conflict = useLessonEdit((state) => state.editor.conflict);
  const mine = useLessonEdit((state) => state.editor.slides);
  if (!conflict) return null;
  const difference = slidesDifference(mine, conflict.slides);
  const nameOf = (slide: Slide) => slide.name.trim() || templateNameOf(slide.type);

  return (
    <Dialog
      open
      role="alertdialog"
      title={t('lessonEditor.conflict.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => session.resolveConflict('theirs')}>
            {t('lessonEditor.conflict.takeTheirs')}
          </Button>
          <Button onClick={() => session.resolveConflict('mine')}>{t('lessonEditor.conflict.keepMine')}</Button>
        </>
      }
    >
      <p>{t('lessonEditor.conflict.text')}</p>
      <dl className="slides-conflict">
        <div className="slides-conflict__version">
          <dt>{t('lessonEditor.conflict.theirs')}</dt>
          <dd data-testid="their-slide-count">{t('lessonEditor.conflict.slideCount', { count: conflict.slides.length })}</dd>
        </div>
        <div className="slides-conflict__version">
          <dt>{t('lessonEditor.conflict.mine')}</dt>
          <dd>{t('lessonEditor.conflict.slideCount', { count: mine.length })}</dd>
        </div>
      </dl>
      <NameList title={t('lessonEditor.conflict.onlyTheirs')} slides={difference.onlyTheirs} nameOf={nameOf} />
      <NameList title={t('lessonEditor.conflict.onlyMine')} slides={difference.onlyMine} nameOf={nameOf} />
      <NameList title={t('lessonEditor.conflict.changed')} slides={difference.changed} nameOf={nameOf} />
      {difference.reordered ? <p>{t('lessonEditor.conflict.reordered')}</p> : null}
    </Dialog>
  );
});

function NameList({ title, slides, nameOf }: { title: string; slides: readonly Slide[]; nameOf(slide: Slide): string }) {
  const { t } = useTranslation();
  if (slides.length === 0) return null;
  const more = slides.length - NAMES_SHOWN;
  return (
    <div className="slides-conflict__list">
      <p className="slides-conflict__list-title">{title}</p>
      <ul>
        {slides.slice(0, NAMES_SHOWN).map((slide) => (
          <li key={slide.id}>{nameOf(slide)}</li>
        ))}
        {more > 0 ? <li>{t('lessonEditor.conflict.more', { count: more })}</li> : null}
      </ul>
    </div>
  );
}
