import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import './rich-text.css';
import { RichTextToolbar } from './RichTextToolbar.tsx';

/** What the editor reports for an empty document: nothing, not an empty paragraph. */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  value: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  /** Called with the html on every change the user makes (never for a change of `value` from outside). */
  onChange(html: string): void;
  onBlur?(): void;
}

/**
 * The one rich-text editor of the app (bold, italic, underline, strike, link, lists, headings): the
 * lesson form's html fields and the discussion, assessment and facilitator screens all use it, so
 * they offer the same formats the server's sanitiser keeps. TipTap's own history is off: in the lesson
 * editor Ctrl/Cmd+Z belongs to the lesson's undo, which then sets `value` back here like any other
 * outside change.
 */
export function RichTextEditor({ value, label, help, error, onChange, onBlur }: RichTextEditorProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const reported = useRef(value);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const blurRef = useRef(onBlur);
  blurRef.current = onBlur;

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
        // An empty paragraph after every list or heading would be saved into the html.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
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
      changeRef.current(html);
    },
    onBlur: () => blurRef.current?.(),
  });

  // An outside change (undo, a server answer, a cleared form) replaces the document.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    if (htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

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
