import { NEW_ITEM_ID } from '@slidewise/core';
import { useParams } from 'react-router';
import { CourseCreateForm } from './create/CourseCreateForm.tsx';
import { CourseEditorLoader } from './editor/CourseEditorLoader.tsx';
import './course-editor.css';

/** /course/{courseId}/edit, /v2/course/{courseId} and /course/{courseId} (spec §2). */
export function CourseEditorPage() {
  const { courseId = NEW_ITEM_ID } = useParams();
  // spec §2: a courseId of new means the course does not exist yet; nothing is fetched for it.
  if (courseId === NEW_ITEM_ID) return <CourseCreateForm />;
  return <CourseEditorLoader key={courseId} courseId={courseId} />;
}
