import { AccessSection } from '../sections/AccessSection.tsx';
import { CompletionSection } from '../sections/CompletionSection.tsx';
import { CourseDataSection } from '../sections/CourseDataSection.tsx';
import { DisplaySection } from '../sections/DisplaySection.tsx';
import { FeaturesSection } from '../sections/FeaturesSection.tsx';
import { LessonsSection } from '../sections/lessons/LessonsSection.tsx';
import { PrerequisitesSection } from '../sections/PrerequisitesSection.tsx';
import { PublicDetailsSection } from '../sections/PublicDetailsSection.tsx';
import { StatusSection } from '../sections/StatusSection.tsx';
import { TagsSection } from '../sections/TagsSection.tsx';
import { TopicsSection } from '../sections/TopicsSection.tsx';
import { TranslationsSection } from '../sections/TranslationsSection.tsx';
import { AiLessonFromPrompt } from '../../ai-generation/index.ts';
import { useCourseEditState } from './course-edit-context.ts';
import type { EditorSection } from './editor-sections.ts';

/** Issue 17: a lesson written from a prompt, under the course's lessons. */
function LessonFromPrompt() {
  return <AiLessonFromPrompt courseId={useCourseEditState().original.id} />;
}

export function EditorSectionView({ section }: { section: EditorSection }) {
  switch (section) {
    case 'details':
      return <CourseDataSection />;
    case 'status':
      return <StatusSection />;
    case 'lessons':
      return (
        <>
          <LessonsSection />
          <LessonFromPrompt />
        </>
      );
    case 'tags':
      return <TagsSection />;
    case 'topics':
      return <TopicsSection />;
    case 'prerequisites':
      return <PrerequisitesSection />;
    case 'access':
      return <AccessSection />;
    case 'features':
      return <FeaturesSection />;
    case 'completion':
      return <CompletionSection />;
    case 'display':
      return <DisplaySection />;
    case 'public':
      return <PublicDetailsSection />;
    case 'translations':
      return <TranslationsSection />;
  }
}
