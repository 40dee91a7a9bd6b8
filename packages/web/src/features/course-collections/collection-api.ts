import { courseCollectionContracts } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { callContract, getCourse, updateCourse } from '../../api/index.ts';

export const collectionQueryKeys = { list: ['course-collections'] as const };

export const useCourseCollections = () =>
  useQuery({ queryKey: collectionQueryKeys.list, queryFn: () => callContract(courseCollectionContracts.list, {}) });

export const createCollection = (title: string) => callContract(courseCollectionContracts.create, { body: { title } });
export const renameCollection = (collectionId: string, title: string) =>
  callContract(courseCollectionContracts.rename, { params: { collectionId }, body: { title } });
export const deleteCollection = (collectionId: string) => callContract(courseCollectionContracts.remove, { params: { collectionId } });

/** Puts a course in a collection (null: in none), from the course's current version. */
export async function moveCourseToCollection(courseId: string, collectionId: string | null) {
  const course = await getCourse(courseId);
  return updateCourse(courseId, { version: course.version, collectionId });
}
