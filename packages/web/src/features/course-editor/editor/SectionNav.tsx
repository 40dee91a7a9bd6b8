import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlag } from '../../account/index.ts';
import { editorSections, type EditorSection } from './editor-sections.ts';

/** The editor's sections: a sidebar on wide screens, a disclosure showing the current one on phones. */
export function SectionNav({ current }: { current: EditorSection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // Translations are listed only while their flag (translations v2) is on.
  const translationsOn = useFlag('translations-v2');
  const listed = editorSections.filter((section) => section !== 'translations' || translationsOn);
  return (
    <nav className="section-nav" aria-label={t('courseEditor.sections.label')}>
      <button
        type="button"
        className="section-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="section-nav__toggle-label">{t('courseEditor.sections.label')}</span>
        <span className="section-nav__toggle-current">{t(`courseEditor.sections.${current}`)}</span>
        <span className="section-nav__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className={`section-nav__list${open ? ' section-nav__list--open' : ''}`}>
        {listed.map((section) => (
          <li key={section}>
            <Link
              className="section-nav__link"
              to={{ search: `?section=${section}` }}
              aria-current={section === current ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {t(`courseEditor.sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
