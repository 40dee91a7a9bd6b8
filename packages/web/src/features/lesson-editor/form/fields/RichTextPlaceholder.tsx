import { useId } from 'react';
import '../../../../ui/rich-text/rich-text.css';

/** What a rich-text field shows for the moment its editor is loading: its label and its text, read-only. */
export function RichTextPlaceholder({ label, value }: { label: string; value: unknown }) {
  const id = useId();
  return (
    <div className="field slide-form__rich-text">
      <span className="field__label" id={id}>
        {label}
      </span>
      <div
        className="slide-form__rich-text-surface slide-form__rich-text-surface--loading"
        role="group"
        aria-labelledby={id}
        aria-busy="true"
      >
        {typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ') : ''}
      </div>
    </div>
  );
}
