import { findSlideTemplate } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { templateText } from '../lesson-editor/index.ts';

/** A template's name in the reader's language, as the lesson editor names it (its type when unknown). */
export function useTemplateNameOf(): (type: string) => string {
  const { i18n } = useTranslation();
  return (type) => {
    const template = findSlideTemplate(type);
    return template ? templateText(i18n, template).name : type;
  };
}
