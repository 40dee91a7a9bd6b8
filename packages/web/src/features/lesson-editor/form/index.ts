// The model-driven slide form of the lesson editor.
//
//   <SlideForm template={templateInfo} data={slide.data} onEdit={…} onListOperation={…} onIssuesChange?={…} />
//
// Paths are relative to the slide's data. `onEdit` carries `continues: true` for the second and later
// keystrokes of a burst in one field, so the undo history can keep one step per burst. Rich-text fields
// have no undo history of their own (TipTap's is off), so Ctrl/Cmd+Z should reach the lesson's undo
// from inside them too; the editor then shows the restored value.
export { SlideForm, type SlideFormProps } from './SlideForm.tsx';
export type { FieldEdit, ListOperation, ListOperationKind } from './form-events.ts';
export type { FieldPath } from './field-path.ts';
export { validateAgainstModel } from './validate-against-model.ts';
// The form's events as the slide editor reducer's actions (core's slideEditorActions).
export { editAction, listOperationAction } from './form-actions.ts';
