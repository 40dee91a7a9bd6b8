import { courseParamsSchema } from '../api/courses.ts';
import { documentConversionBodySchema, documentConversionParamsSchema, documentConversionSchema } from '../api/documents.ts';
import { defineContract } from './define.ts';

const tags = ['documents'];
const accepted = { 202: documentConversionSchema };

/**
 * Issue 17: a course or a lesson from a document or presentation. The file is checked when it is named
 * (a file that cannot be read answers 422 document_unreadable, a file of another type 400; a document
 * the model will convert counts one of the account's AI calls, 429 ai_rate_limited past them), then the
 * conversion runs on the job queue; its status answers where it stands and what it made.
 */
export const documentContracts = {
  courseFromDocument: defineContract({
    method: 'POST',
    path: '/api/courses/from-document',
    permission: 'course.create',
    tags,
    summary: 'Start making a new course from an uploaded document or presentation (202, then read its status)',
    description:
      'A presentation (powerpoint) becomes one lesson, each slide a slide. A document (ai-document: pptx, docx, pdf) becomes a course whose lessons open at its top-level headings — built by the AI model when one is configured, otherwise from its structure (headings → title slides, paragraphs → text slides, lists → list slides, images → image slides). A document for the model counts one of the account’s AI calls (429 ai_rate_limited past them).',
    body: documentConversionBodySchema,
    responses: accepted,
  }),
  lessonFromDocument: defineContract({
    method: 'POST',
    path: '/api/course/:courseId/lessons/from-document',
    permission: 'course.update',
    tags,
    summary: 'Start making a new lesson of the course from an uploaded document or presentation (202, then read its status)',
    params: courseParamsSchema,
    body: documentConversionBodySchema,
    responses: accepted,
  }),
  conversion: defineContract({
    method: 'GET',
    path: '/api/document-conversions/:conversionId',
    permission: 'course.update',
    tags,
    summary: 'Where a conversion stands: queued, running, done (with the course and lesson made) or failed (with why)',
    params: documentConversionParamsSchema,
    responses: { 200: documentConversionSchema },
  }),
};
