import { describe, expect, it } from 'vitest';
import { languageTagSchema, localeSchema, rightToLeftLanguageCodes, supportedLocales, textDirection } from './locales.ts';

describe('locales (authoring §9, templates §9)', () => {
  it('are en-US and es-ES', () => {
    expect(supportedLocales).toEqual(['en-US', 'es-ES']);
    expect(localeSchema.safeParse('fr-FR').success).toBe(false);
  });

  it('list Arabic, Hebrew, Persian, Urdu and similar languages as right to left', () => {
    expect(rightToLeftLanguageCodes).toEqual(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'ug', 'ckb', 'dv']);
  });
});

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['he-IL', 'rtl'],
    ['iw', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['ur_PK', 'rtl'],
    ['ps', 'rtl'],
    ['ckb-IQ', 'rtl'],
    ['dv', 'rtl'],
    ['AR', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['az-Arab-IR', 'rtl'],
    ['ar-Latn', 'ltr'],
    ['en-US', 'ltr'],
    ['es-ES', 'ltr'],
    ['en', 'ltr'],
    ['arn', 'ltr'],
    ['hr', 'ltr'],
    ['', 'ltr'],
  ] as const)('%s is %s', (tag, direction) => {
    expect(textDirection(tag)).toBe(direction);
  });
});

describe('languageTagSchema', () => {
  it.each(['en', 'en-US', 'es-ES', 'zh-Hant-TW', 'ckb'])('accepts %s', (tag) => {
    expect(languageTagSchema.safeParse(tag).success).toBe(true);
  });
  it.each(['', 'e', 'english!', 'en--US', '12-US'])('rejects %j', (tag) => {
    expect(languageTagSchema.safeParse(tag).success).toBe(false);
  });
});
