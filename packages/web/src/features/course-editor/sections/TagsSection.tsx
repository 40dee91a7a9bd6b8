import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/index.ts';
import { Combobox } from '../../../ui/forms/Combobox.tsx';
import { useTags } from '../../../api/course-queries.ts';
import { useCourseEditSession, useCourseEditState } from '../editor/course-edit-context.ts';
import { NEW_TAG_ID_PREFIX, newTag } from '../state/course-save-channels.ts';

/** The course's tags: pick the account's existing ones or type a new one (spec templates §5 select). */
export function TagsSection() {
  const { t } = useTranslation();
  const session = useCourseEditSession();
  const queryClient = useQueryClient();
  const { changed } = useCourseEditState();
  const tags = useTags();
  const courseTags = changed.tags;
  const hasNewTags = courseTags.some((tag) => tag.id.startsWith(NEW_TAG_ID_PREFIX));

  // Once a typed tag is saved it exists account-wide, so the picker learns about it.
  useEffect(() => {
    if (!hasNewTags) void queryClient.invalidateQueries({ queryKey: queryKeys.tags });
  }, [hasNewTags, queryClient]);

  const onCourse = new Set(courseTags.map((tag) => tag.name.toLocaleLowerCase()));
  const options = (tags.data ?? [])
    .filter((tag) => !onCourse.has(tag.name.toLocaleLowerCase()))
    .map((tag) => ({ id: tag.id, label: tag.name }));

  return (
    <div className="editor-form">
      <p className="page__text">{t('courseEditor.tags.intro')}</p>
      {courseTags.length === 0 ? (
        <p className="editor-empty editor-empty--inline">{t('courseEditor.tags.empty')}</p>
      ) : (
        <ul className="chip-list" aria-label={t('courseEditor.tags.current')}>
          {courseTags.map((tag) => (
            <li key={tag.id} className="chip">
              <span>{tag.name}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={t('courseEditor.tags.remove', { name: tag.name })}
                onClick={() => session.edit({ tags: courseTags.filter((each) => each.id !== tag.id) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        label={t('courseEditor.tags.add')}
        hint={t('courseEditor.tags.addHint')}
        placeholder={tags.isPending ? t('app.loading') : undefined}
        options={options}
        onSelect={(option) => session.edit({ tags: [...courseTags, { id: option.id, name: option.label }] })}
        onCreate={(name) => {
          if (onCourse.has(name.toLocaleLowerCase())) return;
          session.edit({ tags: [...courseTags, newTag(name)] });
        }}
      />
    </div>
  );
}
