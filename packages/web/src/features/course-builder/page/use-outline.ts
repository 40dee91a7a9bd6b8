import type { Course, CourseModule } from '@slidewise/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isApiError, queryKeys, updateCourse } from '../../../api/index.ts';

export type OutlineNotice = { tone: 'negative'; text: string } | null;

/**
 * The outline's modules and the course version they were read at. Each change shows at once and is
 * saved with PUT and the version; a 409 reloads the course and says so, any other failure puts the
 * modules back as they were and shows the server's message. Saves run one after another, so each
 * carries the version the previous one answered.
 */
export function useOutline(course: Course, onConflict: (conflict: boolean) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modules, setModules] = useState<CourseModule[]>(course.modules);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<OutlineNotice>(null);
  const version = useRef(course.version);
  const saved = useRef<CourseModule[]>(course.modules);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(
    (next: CourseModule[]) => {
      setModules(next);
      setNotice(null);
      onConflict(false);
      setSaving(true);
      queue.current = queue.current.then(async () => {
        try {
          const answer = await updateCourse(course.id, { modules: next, version: version.current });
          version.current = answer.version;
          saved.current = answer.modules;
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            // The outline restarts from the reloaded course, so the page, not the outline, says why.
            onConflict(true);
            await queryClient.invalidateQueries({ queryKey: queryKeys.course.all(course.id) });
            return;
          }
          setModules(saved.current);
          setNotice({ tone: 'negative', text: t('courseBuilder.saveFailed', { message: apiErrorMessage(error, t) }) });
        } finally {
          setSaving(false);
        }
      });
      return queue.current;
    },
    [course.id, onConflict, queryClient, t],
  );

  return { modules, save, saving, notice, setNotice };
}
