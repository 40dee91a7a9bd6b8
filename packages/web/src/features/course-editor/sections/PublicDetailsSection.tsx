import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addCourseLink,
  addCourseLinks,
  addRatingLink,
  apiErrorMessage,
  createPublicDetail,
  deleteCourseLink,
  deleteRatingLink,
  queryKeys,
} from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { useCourseEditState } from '../editor/course-edit-context.ts';
import { ExcludedLessonsPanel } from './public-details/ExcludedLessonsPanel.tsx';
import { ExcludedSlidesPanel } from './public-details/ExcludedSlidesPanel.tsx';
import { LinkListEditor } from './public-details/LinkListEditor.tsx';
import { useCourseLinks, usePublicDetails, useRatingLinks } from './public-details/public-detail-queries.ts';
import { PublicPageShare } from './public-details/PublicPageShare.tsx';
import { UrlSlugForm } from './public-details/UrlSlugForm.tsx';

/** The public course page (spec §7 public details): address, links, what is left off, and ratings. */
export function PublicDetailsSection() {
  const { t } = useTranslation();
  const { original, changed } = useCourseEditState();
  const courseId = original.id;
  const queryClient = useQueryClient();
  const details = usePublicDetails(courseId);
  const setUp = useMutation({
    mutationFn: () => createPublicDetail(courseId),
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.course.publicDetails(courseId), [detail]),
  });

  if (details.isPending) return <Spinner label={t('app.loading')} />;
  if (details.isError) return <Alert tone="negative">{apiErrorMessage(details.error, t)}</Alert>;

  const detail = details.data[0];
  if (!detail) {
    return (
      <div className="editor-empty">
        <p className="editor-empty__title">{t('courseEditor.public.emptyTitle')}</p>
        <p>{t('courseEditor.public.emptyText')}</p>
        <div>
          <Button onClick={() => setUp.mutate()} disabled={setUp.isPending}>
            {t('courseEditor.public.setUp')}
          </Button>
        </div>
        {setUp.isError ? <Alert tone="negative">{apiErrorMessage(setUp.error, t)}</Alert> : null}
      </div>
    );
  }

  return (
    <div className="editor-form">
      <UrlSlugForm courseId={courseId} courseTitle={changed.title} />
      <PublicPageShare courseId={courseId} courseTitle={changed.title} />
      <CourseLinks courseId={courseId} publicDetailId={detail.id} />
      <RatingLinks courseId={courseId} />
      <ExcludedLessonsPanel courseId={courseId} />
      <ExcludedSlidesPanel courseId={courseId} />
    </div>
  );
}

function CourseLinks({ courseId, publicDetailId }: { courseId: string; publicDetailId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useCourseLinks(courseId, publicDetailId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.course.courseLinks(courseId, publicDetailId) });
  return (
    <LinkListEditor
      title={t('courseEditor.public.linksTitle')}
      emptyText={t('courseEditor.public.linksEmpty')}
      links={links.data}
      loading={links.isPending}
      loadError={links.error}
      onAdd={async (link) => {
        await addCourseLink(courseId, publicDetailId, link);
        await refresh();
      }}
      onAddMany={async (many) => {
        await addCourseLinks(courseId, publicDetailId, many);
        await refresh();
      }}
      onDelete={async (link) => {
        await deleteCourseLink(courseId, publicDetailId, link.id);
        await refresh();
      }}
    />
  );
}

function RatingLinks({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ratings = useRatingLinks(courseId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.course.ratingLinks(courseId) });
  return (
    <LinkListEditor
      title={t('courseEditor.public.ratingsTitle')}
      emptyText={t('courseEditor.public.ratingsEmpty')}
      links={ratings.data}
      loading={ratings.isPending}
      loadError={ratings.error}
      onAdd={async (link) => {
        await addRatingLink(courseId, link);
        await refresh();
      }}
      onDelete={async (link) => {
        await deleteRatingLink(courseId, link.id);
        await refresh();
      }}
    />
  );
}
