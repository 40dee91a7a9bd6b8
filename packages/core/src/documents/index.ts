export * from './document-content.ts';
export * from './document-slides.ts';
export * from './presentation-slides.ts';
export { escapeHtml, slideDraft } from './slide-drafts.ts';
