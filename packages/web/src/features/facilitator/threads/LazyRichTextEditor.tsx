import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from '../../../ui/rich-text/RichTextEditor.tsx';
import '../../../ui/activity/activity.css';
import '../../../ui/rich-text/rich-text.css';

// The editor (TipTap and ProseMirror) is a large download: it loads when a screen first needs it.
const RichTextEditor = lazy(() =>
  import('../../../ui/rich-text/RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

/** The app's rich-text editor, with a plain read-only stand-in while it loads. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="field">
          <span className="field__label">{props.label}</span>
          <div className="slide-form__rich-text-surface activity__editor-loading" aria-busy="true" />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
