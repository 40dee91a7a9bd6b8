import { z } from 'zod';

// Issue 17, AI narration (templates §6 flag "AI narration"): the voice-over of a slide made from its
// words and kept as the slide's narration audio. The paths are ours; the spec names the feature only.

/** Who spoke: the configured speech model (`provider`), or the server's own voice (`offline`). */
export const narrationVoiceSchema = z.enum(['provider', 'offline']);
export type NarrationVoiceKind = z.infer<typeof narrationVoiceSchema>;

/** POST /api/lesson-authoring/{id}/narration: the slide (of the lesson's saved deck) to narrate. */
export const narrationRequestSchema = z.object({ slideId: z.string().min(1).max(100) });
export type NarrationRequest = z.infer<typeof narrationRequestSchema>;

/**
 * The slide's narration: its audio's address (for the slide's narration.audio_file), whether it was made
 * now or the saved one still speaks the slide's words, and what it cost: the characters spoken (what
 * speech endpoints bill by).
 */
export const narrationResultSchema = z.object({
  slideId: z.string(),
  audioFile: z.string(),
  mediaId: z.string(),
  status: z.enum(['generated', 'unchanged']),
  voice: narrationVoiceSchema,
  durationMs: z.number().int().nullable(),
  characters: z.number().int(),
});
export type NarrationResult = z.infer<typeof narrationResultSchema>;

/** One slide's narration state: none yet, up to date with its words, or made from words since changed. */
export const slideNarrationStateSchema = z.object({
  slideId: z.string(),
  state: z.enum(['none', 'upToDate', 'outdated', 'noText']),
  audioFile: z.string().nullable(),
});
export type SlideNarrationState = z.infer<typeof slideNarrationStateSchema>;

/** GET /api/lesson-authoring/{id}/narration: each saved slide's state, and which voice would speak. */
export const lessonNarrationSchema = z.object({
  voice: narrationVoiceSchema,
  items: z.array(slideNarrationStateSchema),
});
export type LessonNarration = z.infer<typeof lessonNarrationSchema>;
