import { useTranslation } from 'react-i18next';
import { AssessmentsToGrade } from './AssessmentsToGrade.tsx';
import { DiscussionsToModerate } from './DiscussionsToModerate.tsx';
import './moderation.css';

/**
 * "To moderate" (issue 6): the account's discussions and assessments, each a link to its facilitator
 * screen. The server scopes both lists (a facilitator of user groups counts only their groups' posts).
 * The home page gives it its own heading; /moderation lets the page title name it.
 */
export function ModerationOverview({ showHeading = true }: { showHeading?: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className="moderation"
      aria-labelledby={showHeading ? 'moderation-title' : undefined}
      aria-label={showHeading ? undefined : t('moderation.title')}
    >
      {showHeading ? (
        <h2 id="moderation-title" className="moderation__title">
          {t('moderation.title')}
        </h2>
      ) : null}
      <div className="moderation__groups">
        <DiscussionsToModerate />
        <AssessmentsToGrade />
      </div>
    </section>
  );
}
