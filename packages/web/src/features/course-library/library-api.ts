import { courseLibraryContracts } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../api/index.ts';

export const libraryQueryKeys = {
  list: ['course-library'] as const,
  course: (libraryCourseId: string) => ['course-library', libraryCourseId] as const,
};

export const useLibraryCourses = () =>
  useQuery({ queryKey: libraryQueryKeys.list, queryFn: () => callContract(courseLibraryContracts.list, {}) });

export const useLibraryCourse = (libraryCourseId: string) =>
  useQuery({
    queryKey: libraryQueryKeys.course(libraryCourseId),
    queryFn: () => callContract(courseLibraryContracts.get, { params: { libraryCourseId } }),
  });

export const importLibraryCourse = (libraryCourseId: string) =>
  callContract(courseLibraryContracts.import, { params: { libraryCourseId } });
