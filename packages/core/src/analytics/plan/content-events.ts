import { uploadContentTypes } from '../../enums/upload-content-types.ts';
import type { TrackedEventFamily } from '../tracking-plan.ts';
import { clientEvent, exampleIds, idOf, oneOf, serverEvent, whole } from './properties.ts';

// Templates §3.9: file and presentation upload (with the size-limit events) and AI-generated course,
// lesson and narration.

export const UPLOAD_SIZE_LIMIT_EXCEEDED_EVENT = 'Upload Size Limit Exceeded';
export const PRESENTATION_SIZE_LIMIT_EXCEEDED_EVENT = 'Presentation Upload Size Limit Exceeded';
// Recorded by the server, which runs the generations (a course's lessons are written by a background job).
export const AI_COURSE_GENERATED_EVENT = 'AI Course Generated';
export const AI_LESSON_GENERATED_EVENT = 'AI Lesson Generated';
export const AI_GENERATION_FAILED_EVENT = 'AI Generation Failed';

const contentType = oneOf(uploadContentTypes, 'The upload content type of templates §5.');
const sizeBytes = whole('The size of the file in bytes.');
const aiFailureReasons = ['timeout', 'refused_by_model', 'quota_exceeded', 'unreadable_document', 'server_error'] as const;

export const contentEventFamilies: readonly TrackedEventFamily[] = [
  {
    family: 'File and presentation upload',
    events: [
      clientEvent(
        'File Upload Started',
        'A person chose a file to upload.',
        { content_type: contentType, size_bytes: sizeBytes },
        {
          content_type: 'image',
          size_bytes: 48213,
        },
      ),
      clientEvent(
        'File Upload Completed',
        'An upload was stored and checked.',
        { media_id: idOf('The stored file.'), content_type: contentType, size_bytes: sizeBytes },
        {
          media_id: exampleIds.other,
          content_type: 'image',
          size_bytes: 48213,
        },
      ),
      clientEvent(
        'File Upload Failed',
        'An upload was refused for another reason than its size.',
        {
          content_type: contentType,
          reason: oneOf(
            ['empty', 'unsupported_type', 'too_many_files', 'content_mismatch', 'network'],
            'Why it was refused (templates §5 messages).',
          ),
        },
        { content_type: 'audio', reason: 'unsupported_type' },
      ),
      serverEvent(
        UPLOAD_SIZE_LIMIT_EXCEEDED_EVENT,
        'The server refused a file larger than the limit of its content type (templates §9).',
        { content_type: contentType, size_bytes: sizeBytes, limit_bytes: whole('The limit it exceeded, in bytes.') },
        { content_type: 'image', size_bytes: 2_400_000, limit_bytes: 1_500_000 },
      ),
      clientEvent(
        'Presentation Upload Completed',
        'A presentation (pptx or pdf) was turned into a lesson.',
        { lesson_id: idOf('The lesson made from it.'), slide_count: whole('Slides made.'), size_bytes: sizeBytes },
        { lesson_id: exampleIds.lesson, slide_count: 14, size_bytes: 3_200_000 },
      ),
      serverEvent(
        PRESENTATION_SIZE_LIMIT_EXCEEDED_EVENT,
        'The server refused a presentation larger than the powerpoint limit.',
        { size_bytes: sizeBytes, limit_bytes: whole('The limit it exceeded, in bytes.') },
        { size_bytes: 120_000_000, limit_bytes: 100_000_000 },
      ),
    ],
  },
  {
    family: 'AI generation',
    events: [
      serverEvent(
        AI_COURSE_GENERATED_EVENT,
        'A course was generated from a prompt or a document.',
        {
          course_id: idOf('The course made.'),
          source: oneOf(['prompt', 'document'], 'What it was generated from.'),
          lesson_count: whole('Lessons made.'),
        },
        { course_id: exampleIds.course, source: 'prompt', lesson_count: 4 },
      ),
      serverEvent(
        AI_LESSON_GENERATED_EVENT,
        'A lesson was generated into a course.',
        { lesson_id: idOf('The lesson made.'), course_id: idOf('Its course.'), slide_count: whole('Slides made.') },
        { lesson_id: exampleIds.lesson, course_id: exampleIds.course, slide_count: 9 },
      ),
      // Recorded by the server, which made the audio and knows its length (issue 17).
      serverEvent(
        'AI Narration Generated',
        "A lesson's narration was generated.",
        {
          lesson_id: idOf('The lesson narrated.'),
          slide_count: whole('Slides narrated.'),
          duration_seconds: whole('Length of the audio.'),
        },
        { lesson_id: exampleIds.lesson, slide_count: 9, duration_seconds: 240 },
      ),
      // Ours: translations (templates §6 "translations v2") are an AI action too, so they are counted.
      serverEvent(
        'AI Course Translated',
        'A course was translated into a linked copy, or its copy brought up to date.',
        {
          source_course_id: idOf('The course translated.'),
          course_id: idOf('Its translated copy.'),
          translated_slide_count: whole('Slides translated in this run.'),
          kept_slide_count: whole('Slides kept because their source had not changed.'),
        },
        { source_course_id: exampleIds.course, course_id: exampleIds.other, translated_slide_count: 12, kept_slide_count: 30 },
      ),
      serverEvent(
        AI_GENERATION_FAILED_EVENT,
        'A generation of a course, a lesson or a narration failed.',
        {
          kind: oneOf(['course', 'lesson', 'narration', 'translation'], 'What was being generated.'),
          reason: oneOf(aiFailureReasons, 'Why it failed.'),
        },
        { kind: 'narration', reason: 'timeout' },
      ),
    ],
  },
];
