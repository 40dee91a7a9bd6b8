import type { SlideTemplate } from '../model.ts';

export const numbersTemplates: readonly SlideTemplate[] = [];
