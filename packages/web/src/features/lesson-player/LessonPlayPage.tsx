import { useParams } from 'react-router';
import { LessonPlayLoader } from './LessonPlayLoader.tsx';
import './lesson-play-page.css';

/** /learn/lessons/:lessonId — the learner plays a lesson (issue 5). */
export default function LessonPlayPage() {
  const { lessonId = '' } = useParams();
  // Another lesson is another attempt: nothing of this one's state may carry over.
  return <LessonPlayLoader key={lessonId} lessonId={lessonId} />;
}
