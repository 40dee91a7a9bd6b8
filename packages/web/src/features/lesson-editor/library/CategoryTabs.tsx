import { templateCategories } from '@slidewise/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryFilter } from './template-search.ts';

const filters: readonly CategoryFilter[] = ['start', 'all', ...templateCategories];

interface CategoryTabsProps {
  value: CategoryFilter;
  /** How many templates of each category match the search. */
  counts: ReadonlyMap<CategoryFilter, number>;
  listId: string;
  onChange: (category: CategoryFilter) => void;
}

/** "Start here", "All" and the nine categories in the spec's order; arrow keys move between them (ARIA tabs). */
export function CategoryTabs({ value, counts, listId, onChange }: CategoryTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<CategoryFilter, HTMLButtonElement | null>());

  // On a phone the row scrolls: the chosen category is brought into view.
  useEffect(() => {
    tabs.current.get(value)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);

  const move = (event: KeyboardEvent) => {
    const at = filters.indexOf(value);
    const last = filters.length - 1;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const category = filters[next > last ? 0 : next < 0 ? last : next] ?? 'all';
    onChange(category);
    tabs.current.get(category)?.focus();
  };

  return (
    <div
      className="template-library__tabs"
      role="tablist"
      aria-label={t('templateLibrary.categoriesLabel')}
      aria-orientation="horizontal"
      onKeyDown={move}
    >
      {filters.map((category) => (
        <button
          key={category}
          ref={(element) => {
            tabs.current.set(category, element);
          }}
          type="button"
          role="tab"
          className="template-library__tab"
          aria-selected={category === value}
          aria-controls={listId}
          tabIndex={category === value ? 0 : -1}
          onClick={() => onChange(category)}
        >
          {t(`templateLibrary.categories.${category}`)}
          <span className="template-library__tab-count"> {counts.get(category) ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
