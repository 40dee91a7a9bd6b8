import { z } from 'zod';
import { languageTagSchema, textDirectionSchema } from '../enums/locales.ts';
import { MINIMUM_SCORE, DEFAULT_LOCALE } from '../constants.ts';

/** Whether an item takes a look from its parent (a lesson from its course, a course from its account). */
export const inheritPreferencesSchema = z.object({
  inheritParentBackground: z.boolean(),
  inheritParentColors: z.boolean(),
  inheritParentCss: z.boolean(),
  inheritParentLogo: z.boolean(),
});
export type InheritPreferences = z.infer<typeof inheritPreferencesSchema>;

/** Custom CSS is bounded so one field cannot bloat every lesson load. */
export const customCssSchema = z.string().max(50_000);

// Templates §3.4 course config and the shared part of §3.3 lesson style: pagination, indicator,
// page numbers, language, direction ltr, minimumScore 0, sound, custom CSS, inherit-parent preferences.
export const displayConfigSchema = z.object({
  pagination: z.boolean(),
  indicator: z.boolean(),
  pageNumbers: z.boolean(),
  language: languageTagSchema,
  direction: textDirectionSchema,
  minimumScore: z.number().min(0).max(100),
  sound: z.boolean(),
  customCss: customCssSchema,
  preferences: inheritPreferencesSchema,
});
export type DisplayConfig = z.infer<typeof displayConfigSchema>;

// Only direction and minimumScore have spec defaults; ours: show the progress indicator and pagination
// but not page numbers, sound on, and inherit everything so a new item looks like its parent.
export function defaultDisplayConfig(): DisplayConfig {
  return {
    pagination: true,
    indicator: true,
    pageNumbers: false,
    language: DEFAULT_LOCALE,
    direction: 'ltr',
    minimumScore: MINIMUM_SCORE,
    sound: true,
    customCss: '',
    preferences: {
      inheritParentBackground: true,
      inheritParentColors: true,
      inheritParentCss: true,
      inheritParentLogo: true,
    },
  };
}
