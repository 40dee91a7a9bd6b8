import { NEW_ITEM_ID } from '@slidewise/core';
import { useParams, useSearchParams } from 'react-router';
import { AiCourseCreate } from '../ai-generation/index.ts';
import { CourseCreateForm } from './create/CourseCreateForm.tsx';
import { CourseEditorLoader } from './editor/CourseEditorLoader.tsx';
import './course-editor.css';

/** /course/{courseId}/edit, /v2/course/{courseId} and /course/{courseId} (spec §2); /course/new/edit?with=ai creates with AI. */
export function CourseEditorPage() {
  const { courseId = NEW_ITEM_ID } = useParams();
  const [searchParams] = useSearchParams();
  // spec §2: a courseId of new means the course does not exist yet; nothing is fetched for it.
  // ?with=ai (issue 17): the course is described in a prompt and generated instead.
  if (courseId === NEW_ITEM_ID) return searchParams.get('with') === 'ai' ? <AiCourseCreate /> : <CourseCreateForm />;
  return <CourseEditorLoader key={courseId} courseId={courseId} />;
}
