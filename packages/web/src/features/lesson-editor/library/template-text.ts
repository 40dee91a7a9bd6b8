import type { SlideTemplateInfo, TemplateExample } from '@slidewise/core';
import type { i18n as I18n } from 'i18next';
import { translationAt } from '../form/field-label.ts';
import { templateTextKey } from '../form/template-translation-key.ts';

/** A template's name and description in the author's language when translated, else the catalogue's English. */
export function templateText(i18n: I18n, template: SlideTemplateInfo): { name: string; description: string } {
  return {
    name: translationAt(i18n, templateTextKey(template.type, 'displayName')) ?? template.displayName,
    description: translationAt(i18n, templateTextKey(template.type, 'description')) ?? template.description,
  };
}

/** How to write good content for the template (the library's writing tips), translated when we can. */
export function templatePrompt(i18n: I18n, template: SlideTemplateInfo): string {
  return translationAt(i18n, templateTextKey(template.type, 'prompt')) ?? template.prompt;
}

/** An example's name, translated by its subtype (unique within a template), else the catalogue's English. */
export function exampleName(i18n: I18n, template: SlideTemplateInfo, example: TemplateExample): string {
  return translationAt(i18n, templateTextKey(template.type, 'examples', example.subtype)) ?? example.name;
}
