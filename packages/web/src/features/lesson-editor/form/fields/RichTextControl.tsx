import type { TextLikeField } from '@slidewise/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { useFieldEdit } from '../use-field-edit.ts';
import { useFieldError } from '../use-field-error.ts';
import type { FieldProps } from './field-props.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';

/** What the editor reports for an empty document: nothing, not an empty paragraph. */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * html → a TipTap editor (bold, italic, underline, strike, link, lists, headings). The server sanitises
 * what is saved. TipTap's own history is off: Ctrl/Cmd+Z belongs to the lesson's undo, which then sets
 * the field's value back here like any other outside change.
 */
export function RichTextControl({ field, path, value, label, help }: FieldProps<TextLikeField>) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const { change, endBurst } = useFieldEdit(path, value);
  const error = useFieldError(field, path, value, label);
  const text = typeof value === 'string' ? value : '';
  const reported = useRef(text);
  const changeRef = useRef(change);
  changeRef.current = change;

  const describedBy = [help ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        undoRedo: false,
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        // An empty paragraph after every list or heading would be saved into the slide's html.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: text,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'slide-form__rich-text-surface',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = html;
      changeRef.current(html, { typing: true });
    },
    onBlur: () => endBurst(),
  });

  // An outside change (undo, a server answer, another slide at this place) replaces the document.
  useEffect(() => {
    if (!editor || text === reported.current) return;
    reported.current = text;
    if (htmlOf(editor) !== text) editor.commands.setContent(text, { emitUpdate: false });
  }, [editor, text]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          class: 'slide-form__rich-text-surface',
        },
      },
    });
  }, [editor, labelId, describedBy, error]);

  return (
    <div className={`field slide-form__rich-text${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      {help ? (
        <p className="field__hint" id={hintId}>
          {help}
        </p>
      ) : null}
      {editor ? <RichTextToolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
