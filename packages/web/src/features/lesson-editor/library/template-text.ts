import type { SlideTemplateInfo } from '@slidewise/core';
import type { i18n as I18n } from 'i18next';
import { translationAt } from '../form/field-label.ts';

/** A template's name and description in the author's language when translated, else the catalogue's English. */
export function templateText(i18n: I18n, template: SlideTemplateInfo): { name: string; description: string } {
  return {
    name: translationAt(i18n, `templates.${template.type}.displayName`) ?? template.displayName,
    description: translationAt(i18n, `templates.${template.type}.description`) ?? template.description,
  };
}
