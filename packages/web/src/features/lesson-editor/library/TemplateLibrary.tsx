import { DEFAULT_TEMPLATE_INDEX, type NewId, type Slide, type SlideTemplateInfo, type TemplateExample } from '@slidewise/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTabs } from './CategoryTabs.tsx';
import { pickerTemplates, templateAtIndex } from './picker-templates.ts';
import { startSlide } from './start-slide.ts';
import { TemplateDetail } from './TemplateDetail.tsx';
import { TemplateOptions } from './TemplateOptions.tsx';
import { filterTemplates, type CategoryFilter } from './template-search.ts';
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
}

/**
 * The template library: the nine categories, a search over names and descriptions, and for the chosen
 * template its description, writing tips and ways to start — blank (the model's defaults) or one of its
 * examples. Only templates visible in the picker are offered.
 */
export function TemplateLibrary({
  templates,
  currentTemplateIndex = DEFAULT_TEMPLATE_INDEX,
  onCurrentTemplateChange,
  onInsert,
  newId = () => crypto.randomUUID(),
}: TemplateLibraryProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const searchId = useId();
  const detailRef = useRef<HTMLElement>(null);
  const initial = templateAtIndex(templates, currentTemplateIndex);
  const [category, setCategory] = useState<CategoryFilter>(initial?.category ?? 'all');
  const [query, setQuery] = useState('');
  const [selectedType, setSelectedType] = useState(initial?.type);

  const searchable = useMemo(
    () => pickerTemplates(templates).map((template) => ({ template, ...templateText(i18n, template) })),
    [templates, i18n, i18n.resolvedLanguage],
  );
  const matching = useMemo(() => filterTemplates(searchable, { category: 'all', query }), [searchable, query]);
  const shown = useMemo(() => filterTemplates(matching, { category, query: '' }), [matching, category]);
  const counts = useMemo(() => {
    const byCategory = new Map<CategoryFilter, number>([['all', matching.length]]);
    for (const { template } of matching) byCategory.set(template.category, (byCategory.get(template.category) ?? 0) + 1);
    return byCategory;
  }, [matching]);

  // The detail shows the selected template while it is among those listed, else the first listed.
  const selected = shown.find((entry) => entry.template.type === selectedType) ?? shown[0];

  const select = (type: string) => {
    setSelectedType(type);
    const index = templates.findIndex((template) => template.type === type);
    if (index >= 0) onCurrentTemplateChange?.(index);
  };

  const insert = (template: SlideTemplateInfo, example: TemplateExample | undefined) => {
    select(template.type);
    onInsert([startSlide(template, example, newId)]);
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
          onChange={(event) => setQuery(event.target.value)}
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
            selectedType={selected?.template.type}
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
            onInsert={(example) => insert(selected.template, example)}
          />
        ) : null}
      </div>
    </div>
  );
}
