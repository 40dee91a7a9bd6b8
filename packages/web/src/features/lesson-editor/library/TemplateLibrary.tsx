import { DEFAULT_TEMPLATE_INDEX, type NewId, type Slide, type SlideTemplateInfo, type TemplateExample } from '@slidewise/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTabs } from './CategoryTabs.tsx';
import { pickerTemplates, templateAtIndex } from './picker-templates.ts';
import { startSlide } from './start-slide.ts';
import { withStarterEntries, withStarterFields } from './starter-templates.ts';
import { TemplateDetail } from './TemplateDetail.tsx';
import { TemplateOptions } from './TemplateOptions.tsx';
import { filterTemplates, type CategoryFilter, type SearchableTemplate } from './template-search.ts';
import { templateText } from './template-text.ts';
import './template-library.css';

export interface TemplateLibraryProps {
  /** The catalogue as `GET /api/slide-templates` serves it: already limited to the account's plan. */
  templates: readonly SlideTemplateInfo[];
  /** The editor's currentTemplateIndex (spec: 42 at first), an index of `templates`. */
  currentTemplateIndex?: number;
  /** Told the index (in `templates`) of the template chosen, so the editor keeps currentTemplateIndex. */
  onCurrentTemplateChange?: (index: number) => void;
  /** Given the new slide (one, with a fresh id) to insert. */
  onInsert: (slides: Slide[]) => void;
  /** Makes the new slide's id; a random UUID unless told otherwise. */
  newId?: NewId;
  /** The lesson has no slide yet: the library opens on "Start here", at the title slide. */
  lessonIsEmpty?: boolean;
}

/**
 * The template library: "Start here" (what a first lesson needs, a plain multiple-choice question among
 * them), All and the nine categories, a search over names and descriptions of every category, and for
 * the chosen template a picture of its example, its description, writing tips and ways to start — blank
 * (the model's defaults) or one of its examples. Only templates visible in the picker are offered.
 */
export function TemplateLibrary({
  templates,
  currentTemplateIndex = DEFAULT_TEMPLATE_INDEX,
  onCurrentTemplateChange,
  onInsert,
  newId = () => crypto.randomUUID(),
  lessonIsEmpty = false,
}: TemplateLibraryProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const searchId = useId();
  const detailRef = useRef<HTMLElement>(null);
  // An empty lesson opens on what a beginner needs; the editor's currentTemplateIndex (spec: 42) keeps
  // its meaning and is what the library opens at once the lesson has slides.
  const initial = lessonIsEmpty ? undefined : templateAtIndex(templates, currentTemplateIndex);
  const [category, setCategory] = useState<CategoryFilter>(lessonIsEmpty ? 'start' : (initial?.category ?? 'all'));
  const [query, setQuery] = useState('');
  const [selectedKey, setSelectedKey] = useState(initial?.type);

  const searchable = useMemo(
    () =>
      withStarterEntries(
        pickerTemplates(templates).map((template) => ({ key: template.type, template, ...templateText(i18n, template) })),
        (text) => ({ name: t(`templateLibrary.starters.${text}.name`), description: t(`templateLibrary.starters.${text}.description`) }),
      ),
    [templates, i18n, t, i18n.resolvedLanguage],
  );
  const matching = useMemo(() => filterTemplates(searchable, { category: 'all', query }), [searchable, query]);
  const shown = useMemo(() => filterTemplates(matching, { category, query: '' }), [matching, category]);
  const counts = useMemo(() => {
    const byCategory = new Map<CategoryFilter, number>([['all', matching.length]]);
    for (const { template, starter, ownEntry } of matching) {
      if (!ownEntry) byCategory.set(template.category, (byCategory.get(template.category) ?? 0) + 1);
      if (starter) byCategory.set('start', (byCategory.get('start') ?? 0) + 1);
    }
    return byCategory;
  }, [matching]);

  // A search looks in every category: typing leaves the category chosen, and a tab then narrows it.
  const search = (value: string) => {
    if (value.trim() && !query.trim()) setCategory('all');
    setQuery(value);
  };

  // The detail shows the selected template while it is among those listed, else the first listed.
  const selected = shown.find((entry) => entry.key === selectedKey) ?? shown[0];

  const select = (key: string) => {
    setSelectedKey(key);
    const type = searchable.find((entry) => entry.key === key)?.template.type;
    const index = templates.findIndex((template) => template.type === type);
    if (index >= 0) onCurrentTemplateChange?.(index);
  };

  const insert = (entry: SearchableTemplate, example: TemplateExample | undefined) => {
    select(entry.key);
    const slide = startSlide(entry.template, example, newId);
    onInsert([{ ...slide, data: withStarterFields(slide.data, entry.starter?.startWith) }]);
  };

  return (
    <div className="template-library">
      <div className="template-library__search">
        <label className="field__label" htmlFor={searchId}>
          {t('templateLibrary.search')}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          value={query}
          placeholder={t('templateLibrary.searchPlaceholder')}
          aria-controls={listId}
          onChange={(event) => search(event.target.value)}
        />
      </div>
      <CategoryTabs value={category} counts={counts} listId={listId} onChange={setCategory} />
      <p className="visually-hidden" role="status">
        {t('templateLibrary.resultCount', { count: shown.length })}
      </p>
      <div className="template-library__body">
        <div className="template-library__list">
          <TemplateOptions
            id={listId}
            entries={shown}
            selectedKey={selected?.key}
            onSelect={select}
            onChoose={() => detailRef.current?.querySelector<HTMLElement>('[data-start]')?.focus()}
          />
          {shown.length === 0 && (query || category !== 'all') ? (
            <button
              type="button"
              className="template-library__reset button button--quiet"
              onClick={() => {
                setQuery('');
                setCategory('all');
              }}
            >
              {t('templateLibrary.showAll')}
            </button>
          ) : null}
        </div>
        {selected ? (
          <TemplateDetail
            ref={detailRef}
            template={selected.template}
            name={selected.name}
            description={selected.description}
            onInsert={(example) => insert(selected, example)}
          />
        ) : null}
      </div>
    </div>
  );
}
