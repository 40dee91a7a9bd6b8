import { supportedLocales } from '@slidewise/core';
import type { i18n, Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n.ts';
import { translationResources } from '../i18n/translation-resources.ts';

/** An i18next instance with the real locale files in memory (no HTTP), as components see it in the app. */
export function createTestI18n(language = 'en-US', extra: { languages?: string[]; resources?: Resource } = {}): Promise<i18n> {
  return createI18n({
    language,
    resources: { ...translationResources, ...extra.resources },
    languages: [...supportedLocales, ...(extra.languages ?? [])],
  });
}

export async function withI18n(language = 'en-US') {
  const instance = await createTestI18n(language);
  // biome-ignore lint/correctness/noComponentHookFactories: a wrapper made once per test render call, closing over its i18n instance; it is never re-created while rendered.
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
  };
}
