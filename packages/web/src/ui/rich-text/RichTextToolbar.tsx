import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { normaliseLink } from './normalise-link.ts';

type Format = 'bold' | 'italic' | 'underline' | 'strike' | 'link' | 'bulletList' | 'orderedList' | 'heading2' | 'heading3';

const formats: readonly Format[] = ['bold', 'italic', 'underline', 'strike', 'link', 'bulletList', 'orderedList', 'heading2', 'heading3'];

// A chain link drawn here: the interface font has no such glyph, and emoji fonts are not everywhere.
const linkIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </svg>
);

/** What each button shows: a glyph for the eye, its translated name for everyone else. */
const glyphs: Record<Format, ReactNode> = {
  bold: 'B',
  italic: 'I',
  underline: 'U',
  strike: 'S',
  link: linkIcon,
  bulletList: '•',
  orderedList: '1.',
  heading2: 'H2',
  heading3: 'H3',
};

function toggle(editor: Editor, format: Exclude<Format, 'link'>) {
  const chain = editor.chain().focus();
  const commands = {
    bold: () => chain.toggleBold(),
    italic: () => chain.toggleItalic(),
    underline: () => chain.toggleUnderline(),
    strike: () => chain.toggleStrike(),
    bulletList: () => chain.toggleBulletList(),
    orderedList: () => chain.toggleOrderedList(),
    heading2: () => chain.toggleHeading({ level: 2 }),
    heading3: () => chain.toggleHeading({ level: 3 }),
  };
  commands[format]().run();
}

/**
 * The formatting toolbar: one tab stop, arrow keys (and Home, End) move between its buttons, as the
 * ARIA toolbar pattern says; each button says whether its format is on.
 */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkDraft, setLinkDraft] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkInputId = useId();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
    }),
  });

  const move = (event: KeyboardEvent) => {
    const last = formats.length - 1;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    setFocused(wrapped);
    buttons.current[wrapped]?.focus();
  };

  const openLink = () => {
    setLinkDraft(String(editor.getAttributes('link').href ?? ''));
    setLinkError(undefined);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const href = normaliseLink(linkDraft);
    if (linkDraft.trim() && !href) return setLinkError(t('lessonEditorForm.richText.badLink'));
    const chain = editor.chain().focus().extendMarkRange('link');
    (href ? chain.setLink({ href }) : chain.unsetLink()).run();
    setLinkOpen(false);
  };

  return (
    <div className="slide-form__rich-text-tools">
      <div className="slide-form__toolbar" role="toolbar" aria-label={t('lessonEditorForm.richText.toolbar', { label })} onKeyDown={move}>
        {formats.map((format, index) => (
          <button
            key={format}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`slide-form__tool slide-form__tool--${format}`}
            tabIndex={index === focused ? 0 : -1}
            aria-pressed={active[format]}
            aria-label={t(`lessonEditorForm.richText.${format}`)}
            title={t(`lessonEditorForm.richText.${format}`)}
            // Keeps the text selected in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocused(index)}
            onClick={() => (format === 'link' ? openLink() : toggle(editor, format))}
          >
            <span aria-hidden="true">{glyphs[format]}</span>
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div className="slide-form__link-editor" role="group" aria-label={t('lessonEditorForm.richText.link')}>
          <label className="field__label" htmlFor={linkInputId}>
            {t('lessonEditorForm.richText.linkAddress')}
          </label>
          <input
            id={linkInputId}
            className="field__input"
            type="url"
            inputMode="url"
            // biome-ignore lint/a11y/noAutofocus: the field appears because the author asked to add a link; focus follows the request.
            autoFocus
            value={linkDraft}
            placeholder="https://"
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkInputId}-error` : undefined}
            onChange={(event) => setLinkDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          {linkError ? (
            <p className="field__error" id={`${linkInputId}-error`}>
              {linkError}
            </p>
          ) : null}
          <div className="slide-form__link-actions">
            <Button variant="quiet" onClick={() => setLinkOpen(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button variant="secondary" onClick={applyLink}>
              {linkDraft.trim() ? t('lessonEditorForm.richText.applyLink') : t('lessonEditorForm.richText.removeLink')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
