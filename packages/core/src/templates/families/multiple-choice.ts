import type { SlideTemplate } from '../model.ts';

export const multipleChoiceTemplates: readonly SlideTemplate[] = [];
