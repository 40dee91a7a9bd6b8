import type { Course } from '@slidewise/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { CourseStatusBadge } from '../../home/index.ts';
import { AiGenerationPanel, isFollowingGeneration } from '../../ai-generation/index.ts';
import { createCourseEditSession, type CourseEditSession } from '../state/course-edit-session.ts';
import { CourseEditContext, useCourseEditState } from './course-edit-context.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { sectionFrom } from './editor-sections.ts';
import { EditorSectionView } from './EditorSectionView.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { SaveErrorBanner } from './SaveErrorBanner.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { SectionNav } from './SectionNav.tsx';

/** The all-in-one editor of one loaded course. */
export function CourseEditor({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [session, setSession] = useState<CourseEditSession | null>(null);
  const tRef = useRef(t);
  tRef.current = t;

  // Made in an effect, not during render, so a development double-mount cannot leave two sessions
  // saving the same course; leaving the editor stops its timers (the draft keeps what was unsaved).
  // One session per visit of a course: keyed by its id, so a refetch of the same course never replaces
  // the session (and its unsaved edits) under the user.
  const courseRef = useRef(course);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per course: a new course id starts a new one, a refetch of the same course does not.
  useEffect(() => {
    const created = createCourseEditSession({ course: courseRef.current, describeError: (error) => apiErrorMessage(error, tRef.current) });
    setSession(created);
    return () => created.dispose();
  }, [course.id]);

  if (!session) return <Spinner label={t('courseEditor.loading')} />;
  return (
    <CourseEditContext.Provider value={session}>
      <CourseEditorLayout />
    </CourseEditContext.Provider>
  );
}

function CourseEditorLayout() {
  const { t } = useTranslation();
  const { changed } = useCourseEditState();
  const [searchParams] = useSearchParams();
  const followingGeneration = isFollowingGeneration(useLocation().state);
  const section = sectionFrom(searchParams.get('section'));
  const previousSection = useRef(section);
  // The server says per course what the signed-in user may do (reviewers read, restricted authors
  // edit only what was shared with them): without 'edit' the forms show but cannot change anything.
  const canEdit = changed.userPermissions.includes('edit');

  // Picking a section moves focus to its heading, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (previousSection.current === section) return;
    previousSection.current = section;
    document.getElementById('editor-section-heading')?.focus();
  }, [section]);

  return (
    <div className="course-editor">
      <header className="course-editor__header">
        <div className="course-editor__heading">
          <p className="page__eyebrow">{t('pages.courseEditor.title')}</p>
          <h1 className="course-editor__title" id="page-title" tabIndex={-1}>
            {changed.title.trim() || t('courseEditor.untitled')}
          </h1>
        </div>
        <div className="course-editor__meta">
          <CourseStatusBadge status={changed.courseStatus} />
          <SaveIndicator />
          <Link className="course-editor__meta-link" to={`/course-builder/${encodeURIComponent(changed.id)}`}>
            {t('courseEditor.openBuilder')}
          </Link>
          <Link className="course-editor__meta-link" to={`/course/${encodeURIComponent(changed.id)}/results`}>
            {t('learner.results.open')}
          </Link>
        </div>
      </header>
      <SaveErrorBanner />
      {canEdit ? null : <Alert tone="info">{t('courseEditor.readOnly')}</Alert>}
      {/* A course being (or failed being) generated with AI follows its generation here, and so does the
          one its author just started, however fast it finished. */}
      {changed.generationStatus === 'Generated' && !followingGeneration ? null : (
        <AiGenerationPanel courseId={changed.id} canEdit={canEdit} />
      )}
      <div className="course-editor__body">
        <SectionNav current={section} />
        <section className="course-editor__section" aria-labelledby="editor-section-heading">
          <h2 className="course-editor__section-title" id="editor-section-heading" tabIndex={-1}>
            {t(`courseEditor.sections.${section}`)}
          </h2>
          <fieldset className="course-editor__fieldset" disabled={!canEdit}>
            <EditorSectionView section={section} />
          </fieldset>
        </section>
      </div>
      <ConflictDialog />
      <LeaveGuard />
    </div>
  );
}
