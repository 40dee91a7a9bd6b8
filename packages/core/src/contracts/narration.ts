import { lessonAuthoringParamsSchema } from '../api/lesson-authoring.ts';
import { lessonNarrationSchema, narrationRequestSchema, narrationResultSchema } from '../api/narration.ts';
import { defineContract } from './define.ts';

const tags = ['lesson authoring', 'ai'];

/** Issue 17: narration made from a slide's words, by the lesson's editors, while the AI narration flag is on. */
export const narrationContracts = {
  lessonNarration: defineContract({
    method: 'GET',
    path: '/api/lesson-authoring/:id/narration',
    permission: 'lesson.edit',
    tags,
    summary: "Each saved slide's narration state (none, up to date, outdated by changed words, no words) and the voice that would speak",
    params: lessonAuthoringParamsSchema,
    responses: { 200: lessonNarrationSchema },
  }),
  narrate: defineContract({
    method: 'POST',
    path: '/api/lesson-authoring/:id/narration',
    permission: 'lesson.edit',
    tags,
    summary:
      "Narrate one slide of the lesson's saved deck from its words: with the configured speech model, else the server's own voice; stored as media; made again only when the words changed",
    description:
      'Answers 403 feature_off while the AI narration flag is off, 400 when the slide has no words or too many, 404 for a slide not in the saved deck, 429 past the account’s hourly AI allowance.',
    params: lessonAuthoringParamsSchema,
    body: narrationRequestSchema,
    responses: { 200: narrationResultSchema },
  }),
};
