import type { DocumentConversion } from '@slidewise/core';
import { track } from '../../api/tracker.ts';

// Templates §3.9: a presentation turned into a lesson, and a course or lesson built by the model from a
// document, are recorded when the conversion is done (a conversion by structure has no event of its own).

export function trackFinishedConversion(conversion: DocumentConversion, fileSize: number): void {
  if (conversion.status !== 'done') return;
  if (conversion.source === 'presentation' && conversion.lessonId) {
    track('Presentation Upload Completed', { lesson_id: conversion.lessonId, slide_count: conversion.slideCount, size_bytes: fileSize });
  } else if (conversion.usedAi && conversion.target === 'course' && conversion.courseId) {
    track('AI Course Generated', { course_id: conversion.courseId, source: 'document', lesson_count: conversion.lessonCount });
  } else if (conversion.usedAi && conversion.lessonId && conversion.courseId) {
    track('AI Lesson Generated', { lesson_id: conversion.lessonId, course_id: conversion.courseId, slide_count: conversion.slideCount });
  }
}
