import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/primitives/Button.tsx';
import { type ConversionSource, ConvertDocumentDialog } from './ConvertDocumentDialog.tsx';
import type { ConversionTarget } from './data/conversion-api.ts';

/** "Create from a document" and "Import a presentation", each opening the conversion dialog. */
export function ConvertDocumentActions({ target }: { target: ConversionTarget }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<ConversionSource>();
  const forLesson = target.kind === 'lesson';
  return (
    <>
      <Button variant="secondary" onClick={() => setSource('document')}>
        {t(forLesson ? 'documents.lessonFromDocument' : 'documents.courseFromDocument')}
      </Button>
      <Button variant="secondary" onClick={() => setSource('presentation')}>
        {t('documents.importPresentation')}
      </Button>
      <ConvertDocumentDialog
        open={source !== undefined}
        source={source ?? 'document'}
        target={target}
        onClose={() => setSource(undefined)}
      />
    </>
  );
}
