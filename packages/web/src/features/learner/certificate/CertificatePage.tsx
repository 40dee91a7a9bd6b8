import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/layout/Page.tsx';
import { Button } from '../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { CertificateDownload } from '../../certificates/index.ts';
import { useCertificate } from '../data/learner-queries.ts';
import { useAccountBranding } from '../../account/index.ts';
import { QueryFailure } from '../shared/QueryFailure.tsx';
import { formatDate, formatScore } from '../shared/format.ts';
import '../learner.css';
import './certificate.css';

/** /learn/courses/:courseId/certificate: the completion certificate, on screen and printed on one page. */
export function CertificatePage() {
  const { t, i18n } = useTranslation();
  const courseId = useParams().courseId ?? '';
  const certificate = useCertificate(courseId);
  // The account's logo and name head the certificate; its theme and accent come from LearnerBranding around the page.
  const branding = useAccountBranding().data;
  const back = (
    <Link className="button button--secondary" to={`/learn/courses/${encodeURIComponent(courseId)}`}>
      {t('learner.common.backToCourse')}
    </Link>
  );

  if (certificate.isPending) {
    return (
      <Page title={t('learner.certificate.title')} actions={back}>
        <Spinner label={t('learner.certificate.loading')} />
      </Page>
    );
  }
  if (certificate.isError) {
    return (
      <Page title={t('learner.certificate.title')} actions={back}>
        <QueryFailure
          title={t('learner.certificate.loadFailed')}
          error={certificate.error}
          retrying={certificate.isFetching}
          onRetry={() => void certificate.refetch()}
        />
      </Page>
    );
  }
  if (certificate.data === null) {
    return (
      <Page title={t('learner.certificate.title')} actions={back}>
        <div className="learner-empty">
          <h2 className="learner-state__title">{t('learner.certificate.notEarnedTitle')}</h2>
          <p>{t('learner.certificate.notEarnedText')}</p>
        </div>
      </Page>
    );
  }

  const { learnerName, courseTitle, completedAt, score } = certificate.data;
  return (
    <Page
      title={t('learner.certificate.title')}
      actions={
        <div className="certificate-actions">
          {back}
          <Button onClick={() => window.print()}>{t('learner.certificate.print')}</Button>
        </div>
      }
    >
      <article className="certificate" aria-labelledby="certificate-heading">
        <p className="certificate__brand">
          {branding?.logoUrl ? <img className="certificate__logo" src={branding.logoUrl} alt="" /> : null}
          {branding?.accountName || t('app.name')}
        </p>
        <h2 className="certificate__heading" id="certificate-heading">
          {t('learner.certificate.heading')}
        </h2>
        <p className="certificate__line">{t('learner.certificate.certifies')}</p>
        <p className="certificate__name">{learnerName}</p>
        <p className="certificate__line">{t('learner.certificate.completed')}</p>
        <p className="certificate__course">{courseTitle}</p>
        <p className="certificate__line">
          {t('learner.certificate.on', { date: formatDate(completedAt, i18n.language) })}
          {score === null ? null : ` · ${t('learner.certificate.score', { score: formatScore(score) })}`}
        </p>
      </article>
      <CertificateDownload courseId={courseId} />
    </Page>
  );
}
