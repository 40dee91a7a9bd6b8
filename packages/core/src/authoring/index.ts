// Slide editing (authoring §3–§5): the editor's reducer with its undo history, the save cycle and its
// payload, and the question derivation every save runs (templates §3.2).
export * from './slide-editor-state.ts';
export * from './slide-editor-actions.ts';
export * from './slide-editor-reducer.ts';
export type { HistoryStep, SlideEditorHistory } from './history.ts';
export { mergeServerSlides } from './merge-server-slides.ts';
export * from './save-payload.ts';
export * from './derive-questions.ts';
export { copyWithClearedIds, CLEARED_ID } from './cleared-ids.ts';
export * from './deck-completeness.ts';
export * from './slide-texts.ts';
export * from './narration-text.ts';
