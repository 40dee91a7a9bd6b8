import { createInstance } from 'i18next';

// A slide speaks the lesson's language, not the reader's interface language, so the player has its own
// i18next instance and its own en-US and es-ES texts rather than the web app's translation files. The web
// app chooses the language: it passes the lesson's language to LessonPlayer and SlidePreview.
export const playerLanguages = ['en-US', 'es-ES'] as const;
export type PlayerLanguage = (typeof playerLanguages)[number];
export const DEFAULT_PLAYER_LANGUAGE: PlayerLanguage = 'en-US';

/** One vocabulary of the player: the same keys in each language it speaks. */
export type PlayerTexts<Key extends string> = Record<PlayerLanguage, Record<Key, string>>;
export type Translate<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

const playerI18n = createInstance();
void playerI18n.init({
  lng: DEFAULT_PLAYER_LANGUAGE,
  fallbackLng: DEFAULT_PLAYER_LANGUAGE,
  resources: {},
  // The texts are in memory, so every lookup can answer at once.
  initAsync: false,
  // Keys are flat ('survey.pickOne'), never paths into nested objects.
  keySeparator: false,
  nsSeparator: false,
  // The texts write placeholders as {name}; a placeholder without a value stays as written (i18next's
  // default). React escapes what it renders.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

// The web app declares its own namespace and keys to i18next's types (CustomTypeOptions), and that
// declaration reaches this package when the web app compiles it; the player's keys are checked by each
// vocabulary's Key type instead, so its lookups are typed plainly.
type PlainLookup = (key: string, options: { replace?: Record<string, string | number> }) => string;
const plainly = playerI18n as unknown as { getFixedT(language: string, namespace: string): PlainLookup };

/**
 * Adds a vocabulary to the player's instance under its own namespace, and answers its translator for a
 * language: i18next's lookup (falling back to en-US) with {placeholders} filled. One translator per
 * language, so the hooks built on it hand out a stable function.
 */
export function addPlayerTexts<Key extends string>(
  namespace: string,
  texts: PlayerTexts<Key>,
): (language: PlayerLanguage) => Translate<Key> {
  for (const language of playerLanguages) playerI18n.addResourceBundle(language, namespace, texts[language]);
  const translators = new Map<PlayerLanguage, Translate<Key>>();
  return (language) => {
    let translate = translators.get(language);
    if (!translate) {
      const lookup = plainly.getFixedT(language, namespace);
      // Values go in `replace`, so a placeholder named like one of t's options (count, context) is only filled.
      translate = (key, values) => lookup(key, values ? { replace: values } : {});
      translators.set(language, translate);
    }
    return translate;
  };
}

/** The closest language the player speaks: an exact match, then the same base language, then en-US. */
export function resolvePlayerLanguage(language: string | undefined): PlayerLanguage {
  if (!language) return DEFAULT_PLAYER_LANGUAGE;
  const exact = playerLanguages.find((candidate) => candidate.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  const base = language.split(/[-_]/)[0]?.toLowerCase();
  return playerLanguages.find((candidate) => candidate.startsWith(`${base}-`)) ?? DEFAULT_PLAYER_LANGUAGE;
}
