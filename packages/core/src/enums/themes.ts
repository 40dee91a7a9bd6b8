import { z } from 'zod';
import { colorSchemes, themeNames } from './theme-values.ts';

// The values live in theme-values.ts (no zod, for the web app's shell); their schemas are here.
export * from './theme-values.ts';

export const themeNameSchema = z.enum(themeNames);
export const colorSchemeSchema = z.enum(colorSchemes);
