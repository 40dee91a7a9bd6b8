import { peopleContracts, type UserImportReport } from '@slidewise/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { sendImportFile } from './data/people-api.ts';
import { usePeopleMutation } from './data/people-queries.ts';
import { importReportCsv } from './import-report.ts';
import { importRowErrorMessage } from './import-row-error.ts';
import { PeopleNav } from './PeopleNav.tsx';
import './people.css';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** /users/import: a CSV or spreadsheet of people, every row checked and shown before anything is written. */
export function UserImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File>();
  const picker = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<UserImportReport>();
  const preview = usePeopleMutation((chosen: File) => sendImportFile(chosen, 'preview'));
  const apply = usePeopleMutation((chosen: File) => sendImportFile(chosen, 'apply'));
  const failure = preview.error ?? apply.error;
  const template = peopleContracts.importTemplate.path;

  return (
    <Page title={t('people.import.title')}>
      <PeopleNav />
      <p className="page__text">{t('people.import.explain')}</p>
      <p className="people-import__templates">
        <a href={`${template}?format=csv`} download>
          {t('people.import.templateCsv')}
        </a>
        <a href={`${template}?format=xlsx`} download>
          {t('people.import.templateXlsx')}
        </a>
      </p>
      <div className="field">
        <label className="field__label" htmlFor="people-import-file">
          {t('people.import.file')}
        </label>
        {/* The browser's own file control words itself in the browser's language, not the page's: ours says it. */}
        <input
          ref={picker}
          id="people-import-file"
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            setFile(chosen);
            setReport(undefined);
            if (chosen) preview.mutate(chosen, { onSuccess: setReport });
            // The same file chosen again (after fixing it) must be read again.
            event.target.value = '';
          }}
        />
        <div className="people-import__choose">
          <Button variant="secondary" onClick={() => picker.current?.click()} disabled={preview.isPending}>
            {t('people.import.choose')}
          </Button>
          <span className="field__hint">{file ? file.name : t('people.import.noFile')}</span>
        </div>
      </div>
      {preview.isPending ? <p aria-live="polite">{t('people.import.checking')}</p> : null}
      {failure ? <Alert tone="negative">{apiErrorMessage(failure, t)}</Alert> : null}
      {report ? (
        <section aria-labelledby="people-import-report" className="people-import__report">
          <h2 id="people-import-report" className="people-state__title">
            {report.applied ? t('people.import.done') : t('people.import.preview')}
          </h2>
          <p aria-live="polite" className="people-import__summary">
            {t('people.import.summary', {
              created: report.created,
              updated: report.updated,
              unchanged: report.unchanged,
              failed: report.failed,
            })}
          </p>
          {report.failed > 0 && !report.applied ? (
            <Alert tone="negative">{t('people.import.fixFirst', { count: report.failed })}</Alert>
          ) : null}
          <div className="people-import__actions">
            {!report.applied ? (
              <Button disabled={!file || apply.isPending} onClick={() => file && apply.mutate(file, { onSuccess: setReport })}>
                {report.failed > 0 ? t('people.import.applyValid', { count: report.created + report.updated }) : t('people.import.apply')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => download('people-import-report.csv', importReportCsv(report))}>
              {t('people.import.downloadReport')}
            </Button>
          </div>
          <table className="people-table">
            <thead>
              <tr>
                <th scope="col">{t('people.import.row')}</th>
                <th scope="col">{t('people.fields.email')}</th>
                <th scope="col">{t('people.fields.name')}</th>
                <th scope="col">{t('people.import.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.rowNumber} className={row.errors.length > 0 ? 'people-import__error-row' : undefined}>
                  <td>{row.rowNumber}</td>
                  <td>{row.email}</td>
                  <td>{`${row.firstName} ${row.lastName}`.trim()}</td>
                  <td>
                    {t(`people.import.outcomes.${row.outcome}`)}
                    {row.errors.map((error) => (
                      // A row may have the same kind of error twice (two unknown roles), each about its own value.
                      <span key={`${error.code}:${error.value ?? ''}`} className="people-import__error">
                        {importRowErrorMessage(error, t)}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </Page>
  );
}
