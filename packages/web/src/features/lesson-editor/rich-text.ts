// The lesson editor's rich-text editor, for other features (discussion and assessment screens): a
// second public entry so loading it does not load the whole lesson editor.
export { RichTextEditor, type RichTextEditorProps } from './form/fields/RichTextEditor.tsx';
