// The model-driven slide form of the lesson editor.
export { SlideForm, type SlideFormProps } from './SlideForm.tsx';
export type { FieldEdit, ListOperation, ListOperationKind } from './form-events.ts';
export type { FieldPath } from './field-path.ts';
export { validateAgainstModel } from './validate-against-model.ts';
