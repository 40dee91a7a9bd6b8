import type translation from '../../public/locales/en-US/translation.json';

/** A page with a translated title under `pages.<key>.title`. */
export type PageKey = keyof typeof translation.pages;
