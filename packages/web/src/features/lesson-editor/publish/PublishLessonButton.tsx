import type { LessonAuthoringConfig } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { PublishLessonDialog } from './PublishLessonDialog.tsx';
import './publish-dialog.css';

/** The lesson editor's Publish action; the dialog says what publishing means before anything happens. */
export function PublishLessonButton({ config, title }: { config: LessonAuthoringConfig; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('publishing.lesson.open')}
      </Button>
      {open ? <PublishLessonDialog config={config} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
