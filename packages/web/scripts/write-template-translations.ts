// Rewrites the en-US `templates` block from the slide template catalogue (run after changing the
// catalogue: `npx tsx packages/web/scripts/write-template-translations.ts`), then add the same keys to
// es-ES by hand. Only that block changes; the rest of the file keeps its content and order.
import { readFileSync, writeFileSync } from 'node:fs';
import { slideTemplates } from '@slidewise/core';
import { englishTemplateTranslations, type TranslationTree } from '../src/features/lesson-editor/library/english-template-translations.ts';

const file = new URL('../public/locales/en-US/translation.json', import.meta.url);
const translation = JSON.parse(readFileSync(file, 'utf8')) as {
  lessonEditorForm: { commonFields: TranslationTree };
  templates?: TranslationTree;
};
translation.templates = englishTemplateTranslations(slideTemplates, translation.lessonEditorForm.commonFields);
writeFileSync(file, `${JSON.stringify(translation, null, 2)}\n`);
