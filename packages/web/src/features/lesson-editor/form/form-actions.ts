import { slideEditorActions, type SlideEditorAction } from '@slidewise/core';
import type { FieldEdit, ListOperation } from './form-events.ts';

/** The slide editor's action for one field change of the current slide (or of `slideIndex`). */
export function editAction({ path, value, continues }: FieldEdit, slideIndex?: number): SlideEditorAction {
  return slideEditorActions.edit(path, value, { continues, ...(slideIndex === undefined ? {} : { slideIndex }) });
}

/** The slide editor's action for one operation on a repeating field. */
export function listOperationAction({ path, operation, index, otherIndex, value }: ListOperation, slideIndex?: number): SlideEditorAction {
  const target = slideIndex === undefined ? {} : { slideIndex };
  switch (operation) {
    case 'add':
      return slideEditorActions.addElement(path, value, { ...target, index });
    case 'remove':
      return slideEditorActions.removeElement(path, index, target);
    case 'swap':
      return slideEditorActions.swapElements(path, index, otherIndex ?? index, target);
    case 'duplicate':
      return slideEditorActions.duplicateElement(path, index, target);
  }
}
