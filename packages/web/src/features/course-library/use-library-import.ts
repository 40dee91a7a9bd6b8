import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../api/index.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useToast } from '../../ui/toasts/toast-context.ts';
import { importLibraryCourse } from './library-api.ts';

/** Imports a starter course and opens the account's new copy in the course editor. */
export function useLibraryImport() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const start = async (libraryCourseId: string, title: string) => {
    setImporting(libraryCourseId);
    setFailure(undefined);
    try {
      const course = await importLibraryCourse(libraryCourseId);
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
      toast.add({ variant: 'success', message: t('courseLibrary.imported', { title }) });
      void navigate(`/course/${course.id}/edit`);
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    } finally {
      setImporting(undefined);
    }
  };
  return { importing, failure, start };
}
