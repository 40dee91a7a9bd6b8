import type { DocumentConversion } from '@slidewise/core';
import { track } from '../../api/tracker.ts';

// Templates §3.9: a presentation turned into a lesson is recorded here when the conversion is done. A course
// or lesson the model built from a document is recorded by the server as the job finishes (AI Course / AI
// Lesson Generated, modules/documents/conversion-events.ts), whether or not this dialog is still open to see
// it — recording it here too would count it twice.
export function trackFinishedConversion(conversion: DocumentConversion, fileSize: number): void {
  if (conversion.status !== 'done') return;
  if (conversion.source === 'presentation' && conversion.lessonId) {
    track('Presentation Upload Completed', { lesson_id: conversion.lessonId, slide_count: conversion.slideCount, size_bytes: fileSize });
  }
}
