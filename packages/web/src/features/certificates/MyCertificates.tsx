import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { certificatePdfPath, useMyCertificates, verificationPath } from './certificate-api.ts';
import './certificates.css';

/** The learner's profile: every certificate they hold, to download or to share its verification page. */
export function MyCertificates() {
  const { t, i18n } = useTranslation();
  const certificates = useMyCertificates();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="my-certificates" aria-labelledby="my-certificates-heading">
      <h2 id="my-certificates-heading">{t('certificates.mine.title')}</h2>
      {certificates.isPending ? (
        <Spinner label={t('certificates.mine.loading')} />
      ) : certificates.isError ? (
        <Alert tone="negative">
          <p>{t('certificates.mine.loadFailed')}</p>
          <p>{apiErrorMessage(certificates.error, t)}</p>
          <Button variant="secondary" onClick={() => void certificates.refetch()} disabled={certificates.isFetching}>
            {t('certificates.retry')}
          </Button>
        </Alert>
      ) : certificates.data.items.length === 0 ? (
        <p>{t('certificates.mine.empty')}</p>
      ) : (
        <ul className="my-certificates__list">
          {certificates.data.items.map((certificate) => (
            <li key={certificate.code} className="my-certificates__item">
              <span className="my-certificates__title">{certificate.courseTitle}</span>
              <span className="my-certificates__meta">
                {t('certificates.mine.issued', { date: date(certificate.issuedAt) })}
                {certificate.expiresAt ? ` · ${t('certificates.mine.expires', { date: date(certificate.expiresAt) })}` : null}
              </span>
              <span className="my-certificates__actions">
                {certificate.courseId ? (
                  <a href={certificatePdfPath(certificate.courseId, i18n.language)} download>
                    {t('certificates.mine.pdf', { title: certificate.courseTitle })}
                  </a>
                ) : null}
                <Link to={verificationPath(certificate.code)}>{t('certificates.mine.verify', { code: certificate.code })}</Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
