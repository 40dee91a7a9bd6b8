import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, listPeople, queryKeys } from '../../../api/index.ts';
import { Alert } from '../../../ui/primitives/Alert.tsx';
import { Checkbox } from '../../../ui/primitives/Checkbox.tsx';
import { Spinner } from '../../../ui/primitives/Spinner.tsx';
import { TextField } from '../../../ui/primitives/TextField.tsx';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';

/** Sharing only matters to restricted authors: everyone else who edits may edit every course. */
const SHARED_ROLE = 'restricted-author';

/** Which restricted authors may edit this course (PUT …/sharing, saved 1 s after the last tick). */
export function SharingPanel() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const { changed } = useCourseEditState();
  const [search, setSearch] = useState('');
  // Typing stays responsive while the list for the newest text loads.
  const deferredSearch = useDeferredValue(search.trim());
  const people = useQuery({
    queryKey: queryKeys.people(deferredSearch, SHARED_ROLE),
    queryFn: () => listPeople({ role: SHARED_ROLE, ...(deferredSearch ? { search: deferredSearch } : {}) }),
    placeholderData: (previous) => previous,
  });
  const chosen = new Set(changed.sharedWith);

  return (
    <section className="editor-form" aria-labelledby="sharing-title">
      <h3 className="editor-subtitle" id="sharing-title">
        {t('courseEditor.sharing.title')}
      </h3>
      <p className="field__hint">{t('courseEditor.sharing.hint')}</p>
      <TextField
        label={t('courseEditor.sharing.search')}
        type="search"
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
      />
      {people.isPending ? <Spinner label={t('courseEditor.sharing.loading')} /> : null}
      {people.isError ? <Alert tone="negative">{apiErrorMessage(people.error, t)}</Alert> : null}
      {people.isSuccess && people.data.items.length === 0 ? (
        <p className="editor-empty editor-empty--inline">
          {deferredSearch ? t('courseEditor.sharing.noMatch') : t('courseEditor.sharing.nobody')}
        </p>
      ) : null}
      {people.isSuccess && people.data.items.length > 0 ? (
        <ul className="pick-list" aria-label={t('courseEditor.sharing.title')}>
          {people.data.items.map((person) => (
            <li key={person.userId} className="pick-list__item">
              <Checkbox
                label={`${person.userFirstName} ${person.userLastName}`.trim() || person.userEmail}
                checked={chosen.has(person.userId)}
                onChange={(event) =>
                  session.edit({
                    sharedWith: event.target.checked
                      ? [...changed.sharedWith, person.userId]
                      : changed.sharedWith.filter((id) => id !== person.userId),
                  })
                }
              />
              <span className="pick-list__meta">{person.userEmail}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {people.isSuccess && people.data.totalCount > people.data.items.length ? (
        <p className="field__hint">{t('courseEditor.sharing.more', { count: people.data.totalCount - people.data.items.length })}</p>
      ) : null}
    </section>
  );
}
