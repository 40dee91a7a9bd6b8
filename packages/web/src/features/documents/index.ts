// Issue 17: courses and lessons from documents and presentations.
export { ConvertDocumentActions } from './ConvertDocumentActions.tsx';
