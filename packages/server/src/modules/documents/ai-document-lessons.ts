import { findSlideTemplate, slideDraft, type DocumentBlock, type LessonDraft, validateSlideData } from '@slidewise/core';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { type AiUsage, generateValid } from '../../ai/generate-valid.ts';

// Issue 17, "From a document" with a provider: the model reads the document's text and writes the
// lessons, choosing among templates by each one's `prompt` (the catalogue's guidance for writing it).
// Every slide it answers is checked against its template's schema in core; an invalid answer is asked
// again with the errors, and is never saved. Pictures stay with the conversion without AI: the model
// is given text only.

/** Templates the model may write from text alone: explanation, lists, steps, a quiz and a survey. */
export const AI_DOCUMENT_TEMPLATES = [
  'title',
  'scrollable',
  'bulleted-list',
  'text-sequence',
  'game-true-or-false',
  'multiple-choice-survey',
] as const;
/** The text the model is given, at most (about 25 000 tokens), so a long document stays within its window. */
export const AI_DOCUMENT_TEXT_MAX = 100_000;

const slideSchema = z
  .object({ type: z.enum(AI_DOCUMENT_TEMPLATES), name: z.string().max(80).default(''), data: z.record(z.string(), z.unknown()) })
  .superRefine((slide, context) => {
    const draft = slideDraft(slide.type, slide.name, slide.data);
    for (const issue of validateSlideData(slide.type, draft.data)) {
      context.addIssue({ code: 'custom', path: ['data', ...issue.path], message: issue.message });
    }
  });

export const aiLessonsSchema = z.object({
  lessons: z
    .array(z.object({ title: z.string().trim().min(1).max(200), slides: z.array(slideSchema).min(1).max(40) }))
    .min(1)
    .max(20),
});

/** The document as plain text for the model: headings marked as in Markdown, lists as bullets. */
export function documentText(blocks: readonly DocumentBlock[]): string {
  const lines = blocks.flatMap((block) => {
    if (block.kind === 'heading') return [`${'#'.repeat(Math.min(block.level, 6))} ${block.text}`];
    if (block.kind === 'paragraph') return [block.text];
    if (block.kind === 'list') return block.items.map((item) => `- ${item}`);
    return block.alt ? [`[Picture: ${block.alt}]`] : [];
  });
  return lines.join('\n\n').slice(0, AI_DOCUMENT_TEXT_MAX);
}

function templateGuide(): string {
  return AI_DOCUMENT_TEMPLATES.map((type) => {
    const template = findSlideTemplate(type)!;
    const example = JSON.stringify(template.examples[0]?.data ?? {});
    return `- ${type}: ${template.description} ${template.prompt}\n  Example data: ${example}`;
  }).join('\n');
}

export async function lessonsFromDocumentWithModel(
  model: LanguageModel,
  document: { title: string; blocks: readonly DocumentBlock[] },
  target: 'course' | 'lesson',
): Promise<{ lessons: LessonDraft[]; usage: AiUsage }> {
  const shape =
    target === 'course' ? 'Split it into 2 to 8 short lessons, each with 4 to 12 slides.' : 'Make exactly one lesson of 4 to 15 slides.';
  const { value, usage } = await generateValid({
    model,
    schema: aiLessonsSchema,
    system:
      'You turn workplace documents into mobile microlearning. Answer JSON only, of the form ' +
      '{"lessons":[{"title":"…","slides":[{"type":"…","name":"…","data":{…}}]}]}. Use only these slide templates, ' +
      `filling "data" like each example:\n${templateGuide()}`,
    prompt: `${shape} Open each lesson with a title slide, mix explanation with at least one quiz, and keep to what the document says.\n\nDocument "${document.title}":\n\n${documentText(document.blocks)}`,
  });
  const lessons = (target === 'lesson' ? value.lessons.slice(0, 1) : value.lessons).map((lesson) => ({
    title: lesson.title,
    slides: lesson.slides.map((slide) => slideDraft(slide.type, slide.name || lesson.title, slide.data)),
  }));
  return { lessons, usage };
}
