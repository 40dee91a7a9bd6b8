import type { SlideTemplate } from '../model.ts';

export const conceptsTemplates: readonly SlideTemplate[] = [];
