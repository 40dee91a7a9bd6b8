import {
  DATE_PICKER_MESSAGES,
  ERROR_PAGE_ACTION,
  ERROR_PAGE_TEXT,
  ERROR_PAGE_TITLE,
  FORM_OPTIONAL_LABEL,
  FORM_REQUIRED_LABEL,
  OFFLINE_MESSAGE,
  SELECT_ADD_OPTION,
  SELECT_NO_RESULTS,
  courseStatusDisplay,
} from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import english from '../../public/locales/en-US/translation.json';
import spanish from '../../public/locales/es-ES/translation.json';

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object')
        flatten(value, path).forEach((leaf, leafPath) => {
          entries.set(leafPath, leaf);
        });
      else entries.set(path, value);
    }
  }
  return entries;
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('locale files', () => {
  const englishEntries = flatten(english);
  const spanishEntries = flatten(spanish);

  it('have exactly the same keys in en-US and es-ES', () => {
    expect([...spanishEntries.keys()].sort()).toEqual([...englishEntries.keys()].sort());
    expect(englishEntries.size).toBeGreaterThan(50);
  });

  it('have no empty or non-text values', () => {
    for (const [key, value] of [...englishEntries, ...spanishEntries]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, value] of englishEntries) expect(placeholders(spanishEntries.get(key)), key).toEqual(placeholders(value));
  });

  it('say in English exactly what the spec says', () => {
    expect(english.errorPage).toEqual({ title: ERROR_PAGE_TITLE, text: ERROR_PAGE_TEXT, action: ERROR_PAGE_ACTION });
    expect(english.online.offlineMessage).toBe(OFFLINE_MESSAGE);
    expect(english.forms).toEqual({ required: FORM_REQUIRED_LABEL, optional: FORM_OPTIONAL_LABEL });
    const statusLabels = Object.fromEntries(Object.entries(courseStatusDisplay).map(([status, display]) => [status, display.label]));
    expect(english.courseStatus).toEqual(statusLabels);
    // The spec writes placeholders as {date}; i18next as {{date}}.
    const asI18next = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');
    expect(english.dates).toEqual(Object.fromEntries(Object.entries(DATE_PICKER_MESSAGES).map(([key, text]) => [key, asI18next(text)])));
    expect(english.select).toEqual({ noResults: SELECT_NO_RESULTS, addOption: asI18next(SELECT_ADD_OPTION) });
  });

  it('keep the e2e test’s accessible names', () => {
    expect(english.pages.home.title).toBe('Your courses');
    expect(spanish.pages.home.title).toBe('Tus cursos');
    expect(english.auth.signOut).toBe('Sign out');
    expect(spanish.auth.signOut).toBe('Cerrar sesión');
    expect(english.language.label).toBe('Language');
    expect(spanish.language.label).toBe('Idioma');
  });
});
