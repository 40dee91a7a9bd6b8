import { useParams } from 'react-router';
import { LessonEditorLoader } from './editor/LessonEditorLoader.tsx';
import './lesson-editor.css';

/** /lesson/{lessonId}: the slide editor of a lesson (spec §2). */
export function LessonPage() {
  const { lessonId = '' } = useParams();
  return <LessonEditorLoader key={lessonId} lessonId={lessonId} />;
}
