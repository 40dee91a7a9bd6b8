// The slide editor (authoring §3–§5, templates §4 "Editor form") as one pure reducer: the web editor
// dispatches the actions of slide-editor-actions.ts; the state it returns is immutable.
import type { SlideEditorAction } from './slide-editor-actions.ts';
import type { SlideEditorState } from './slide-editor-state.ts';
import { addSlide, deleteSlide, insertSlides, reorder, replaceSlide } from './deck-operations.ts';
import { goTo, next, previous } from './navigation.ts';
import { addElement, duplicateElement, editData, editSlide, removeElement, swapElements } from './slide-edits.ts';
import { redo, undo } from './undo-redo.ts';
import { conflictResolved, errorReset, loaded, saveConflicted, saveFailed, saveStarted, saveSucceeded } from './save-cycle.ts';

export function slideEditorReducer(state: SlideEditorState, action: SlideEditorAction): SlideEditorState {
  switch (action.type) {
    case 'goTo':
      return goTo(state, action.index);
    case 'next':
      return next(state);
    case 'previous':
      return previous(state);
    case 'chooseTemplate':
      return action.index === state.currentTemplateIndex ? state : { ...state, currentTemplateIndex: action.index };
    case 'changeAutosave':
      return action.enabled === state.autosave ? state : { ...state, autosave: action.enabled };
    case 'changeLanguage':
      return action.languageCode === state.languageCode ? state : { ...state, languageCode: action.languageCode, saved: false };
    case 'reorder':
      return reorder(state, action.from, action.to);
    case 'delete':
      return deleteSlide(state, action.index);
    case 'add':
      return addSlide(state, action.slide, action.index);
    case 'insert':
      return insertSlides(state, action.slides);
    case 'replace':
      return replaceSlide(state, action.slide, action.slideIndex);
    case 'edit':
      return editData(state, action.path, action.value, action);
    case 'editSlide':
      return editSlide(state, action.changes, action);
    case 'addElement':
      return addElement(state, action.path, action.element, action);
    case 'removeElement':
      return removeElement(state, action.path, action.index, action);
    case 'swapElements':
      return swapElements(state, action.path, action.from, action.to, action);
    case 'duplicateElement':
      return duplicateElement(state, action.path, action.index, action);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'loaded':
      return loaded(state, action, action.saved ?? true);
    case 'saveStarted':
      return saveStarted(state);
    case 'saveSucceeded':
      return saveSucceeded(state, action.latestSavedSlidesStateIdentifier, action.slides);
    case 'saveFailed':
      return saveFailed(state, action.message);
    case 'saveConflicted':
      return saveConflicted(state, action.current);
    case 'conflictResolved':
      return conflictResolved(state, action.keep);
    case 'errorReset':
      return errorReset(state);
  }
}
