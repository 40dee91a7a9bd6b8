import type { Course } from '@slidewise/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCourseStatus, scheduleCourse, setCourseUserGroups, type CourseStatusAction } from '../../../api/index.ts';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Dialog } from '../../../ui/primitives/Dialog.tsx';
import { useToast } from '../../../ui/toasts/toast-context.ts';
import { AudienceFix, CourseAudience, isLiveButUnseen, type CourseAccess } from '../../course-access/index.ts';
import { CourseStatusBadge } from '../../home/index.ts';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import type { CourseChange } from '../state/course-edit-session.ts';
import { statusActionsFor, type StatusAction } from '../state/status-actions.ts';
import { ScheduleForm } from './ScheduleForm.tsx';

const callPaths: Partial<Record<StatusAction, CourseStatusAction>> = {
  publish: 'publish',
  unpublish: 'unpublish',
  draft: 'draft',
  archive: 'archive',
  submitForReview: 'submit-for-review',
  markReviewed: 'mark-reviewed',
};

/**
 * The course's status with its label and colour, who can see it, and the changes its status allows
 * (spec §4). A course live while limited to no groups says so, here and in a dialog right after it is
 * published, with the ways to let learners see it.
 */
export function StatusSection() {
  const { t, i18n } = useTranslation();
  const session = useCourseEditSession();
  const toast = useToast();
  const { changed } = useCourseEditState();
  const [scheduling, setScheduling] = useState(false);
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [unseenAfterPublishing, setUnseenAfterPublishing] = useState(false);
  const status = changed.courseStatus;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const run = async (action: StatusAction, change: CourseChange) => {
    setBusy(true);
    try {
      const course = await session.runCourseChange(change);
      toast.add({ variant: 'success', message: t(`courseEditor.status.done.${action}`) });
      setScheduling(false);
      if (isLiveButUnseen(course)) setUnseenAfterPublishing(true);
    } catch {
      // The toast, the banner and (for a 409) the conflict dialog already tell the user.
    } finally {
      setBusy(false);
    }
  };

  const runSimple = (action: StatusAction) => {
    const path = callPaths[action];
    if (!path) return;
    const change: CourseChange = { call: (version) => changeCourseStatus(changed.id, path, version) };
    if (action === 'unpublish') {
      // spec §4: unpublish shows Draft, display inactive, publishOn cleared at once; if it fails the
      // previous status comes back with display active.
      const previous: Partial<Course> = {
        courseStatus: status,
        display: { active: true },
        publishOn: changed.publishOn,
        unpublishOn: changed.unpublishOn,
      };
      change.optimistic = { courseStatus: 'Draft', display: { active: false }, publishOn: null, unpublishOn: null };
      change.restore = previous;
    }
    void run(action, change);
  };

  const chooseAccess = async (access: CourseAccess) => {
    await session.runCourseChange({ call: (version) => setCourseUserGroups(changed.id, { ...access, version }) });
    setUnseenAfterPublishing(false);
  };

  const actions = statusActionsFor(status);
  const unseen = isLiveButUnseen(changed);
  return (
    <div className="editor-form">
      <div className="status-summary">
        <CourseStatusBadge status={status} />
        <p>{t(`courseEditor.status.describe.${status}`)}</p>
        <CourseAudience access={changed} />
        {changed.publishOn ? (
          <p className="status-summary__date">
            {t(status === 'Scheduled' ? 'courseEditor.status.publishesOn' : 'courseEditor.status.publishedOn', {
              date: formatDate(changed.publishOn),
            })}
          </p>
        ) : null}
        {changed.unpublishOn ? (
          <p className="status-summary__date">{t('courseEditor.status.unpublishesOn', { date: formatDate(changed.unpublishOn) })}</p>
        ) : null}
      </div>

      {unseen && !unseenAfterPublishing ? <AudienceFix published="course" onChoose={chooseAccess} /> : null}

      <div className="status-actions" role="group" aria-label={t('courseEditor.status.actionsLabel')}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'publish' ? 'primary' : action === 'archive' ? 'danger' : 'secondary'}
            disabled={busy}
            aria-expanded={action === 'schedule' ? scheduling : undefined}
            onClick={() => {
              if (action === 'schedule') setScheduling((value) => !value);
              else if (action === 'archive') setConfirmingArchive(true);
              else runSimple(action);
            }}
          >
            {t(`courseEditor.status.actions.${action === 'publish' && status === 'Published' ? 'republish' : action}`)}
          </Button>
        ))}
      </div>

      {scheduling && actions.includes('schedule') ? (
        <ScheduleForm
          publishOn={status === 'Scheduled' ? changed.publishOn : null}
          unpublishOn={changed.unpublishOn}
          busy={busy}
          onCancel={() => setScheduling(false)}
          onSchedule={({ publishOn, unpublishOn }) =>
            void run('schedule', {
              call: (version) => scheduleCourse(changed.id, { scheduleStatus: 'Later', publishOn, unpublishOn, version }),
            })
          }
        />
      ) : null}

      <Dialog
        open={confirmingArchive}
        title={t('courseEditor.status.archiveConfirmTitle')}
        onClose={() => setConfirmingArchive(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmingArchive(false)}>
              {t('courseEditor.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmingArchive(false);
                runSimple('archive');
              }}
            >
              {t('courseEditor.status.actions.archive')}
            </Button>
          </>
        }
      >
        <p>{t('courseEditor.status.archiveConfirmText')}</p>
      </Dialog>

      <Dialog
        open={unseenAfterPublishing && unseen}
        title={t('publishing.audience.dialogTitle')}
        onClose={() => setUnseenAfterPublishing(false)}
        actions={
          <Button variant="secondary" onClick={() => setUnseenAfterPublishing(false)}>
            {t('publishing.audience.later')}
          </Button>
        }
      >
        <AudienceFix published="course" onChoose={chooseAccess} />
      </Dialog>
    </div>
  );
}
