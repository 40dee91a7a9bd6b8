import type { SlideTemplate } from '../model.ts';

export const relationshipsTemplates: readonly SlideTemplate[] = [];
