import type { QuestionReport, QuestionReportSlide } from '@slidewise/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { downloadCsv } from '../../ui/chart/download-csv.ts';
import { ChartWithTable } from '../../ui/chart/ChartWithTable.tsx';
import { ReportFigures } from '../../ui/chart/ReportFigures.tsx';
import { ReportEmptyState, ReportQueryState } from '../../ui/chart/ReportQueryState.tsx';
import { Page } from '../../ui/layout/Page.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { useQuestionReport } from './data/analytics-courses-queries.ts';
import { questionTable } from './report-tables.ts';
import './analytics-courses.css';

/** /analytics/courses/:courseId/lessons/:lessonId: every question of the lesson, the hardest first, then the surveys. */
export function QuestionReportPage() {
  const { t } = useTranslation();
  const params = useParams();
  const courseId = params.courseId ?? '';
  const lessonId = params.lessonId ?? '';
  const report = useQuestionReport(courseId, lessonId);
  const back = (
    <>
      <Link className="button button--secondary" to={`/analytics/courses/${encodeURIComponent(courseId)}`}>
        {t('analyticsCourses.backToCourse')}
      </Link>
      <Link className="button button--secondary" to="/analytics">
        {t('analyticsCourses.backToAnalytics')}
      </Link>
    </>
  );
  const eyebrow = report.data ? `${report.data.course.title} · ${report.data.lesson.title}` : undefined;
  return (
    <Page title={t('analyticsCourses.questionsTitle')} {...(eyebrow ? { eyebrow } : {})} actions={back}>
      <ReportQueryState query={report} loadingLabel={t('analyticsCourses.loading')} failedTitle={t('analyticsCourses.loadFailed')}>
        {(data) => <QuestionReportBody report={data} />}
      </ReportQueryState>
    </Page>
  );
}

function QuestionReportBody({ report }: { report: QuestionReport }) {
  const { t } = useTranslation();
  const table = questionTable(report, t);
  if (report.slides.length === 0)
    return <ReportEmptyState title={t('analyticsCourses.noQuestionsTitle')} text={t('analyticsCourses.noQuestionsText')} />;
  return (
    <div className="analytics-courses__body">
      <div className="analytics-courses__actions">
        <Button variant="secondary" onClick={() => downloadCsv(table.fileName, table.header, table.rows)}>
          {t('analyticsCourses.exportCsv')}
        </Button>
      </div>
      {report.slides.map((slide) => (
        <SlideReport key={slide.slideId} slide={slide} />
      ))}
    </div>
  );
}

function SlideReport({ slide }: { slide: QuestionReportSlide }) {
  const { t } = useTranslation();
  const heading = t('analyticsCourses.slideHeading', { position: slide.position, question: slide.question || slide.type });
  return (
    <section className="analytics-courses__slide card" aria-label={heading}>
      <h2 className="analytics-courses__section-title">{heading}</h2>
      <ReportFigures
        card={false}
        figures={[
          { label: t('analyticsCourses.answered'), value: slide.answeredCount },
          ...(slide.kind === 'survey'
            ? []
            : [
                {
                  label: t('analyticsCourses.rightFirstPercent'),
                  value: slide.firstTryRightShare === null ? null : `${Math.round(slide.firstTryRightShare * 100)}%`,
                },
              ]),
          { label: t('analyticsCourses.averageSeconds'), value: slide.averageSeconds === null ? null : Math.round(slide.averageSeconds) },
        ]}
      />
      {slide.options.length > 0 ? (
        <ChartWithTable
          title={t('analyticsCourses.answersChosen')}
          data={{
            kind: 'bar',
            categories: slide.options.map((option) => (option.correct ? `${option.label} ✓` : option.label)),
            series: [{ name: t('analyticsCourses.count'), values: slide.options.map((option) => option.count) }],
          }}
        />
      ) : null}
      {slide.type === 'free-text-survey' ? (
        slide.freeTextAnswers.length === 0 ? (
          <p className="page__text">{t('analyticsCourses.noFreeText')}</p>
        ) : (
          <ul className="analytics-courses__free-text" aria-label={t('analyticsCourses.freeTextAnswers')}>
            {slide.freeTextAnswers.map((answer) => (
              <li key={answer.text}>
                {answer.text}
                {answer.count > 1 ? ` (${answer.count})` : ''}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
