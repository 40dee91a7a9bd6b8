import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/index.ts';
import {
  getCertificate,
  getLeaderboard,
  getLearnerCourse,
  getLearnerCourseDue,
  getLearnerCourses,
  getLearnerDue,
  getLearnerProfile,
} from './learner-api.ts';
import { learnerQueryKeys } from './learner-query-keys.ts';

export function useLearnerCourses() {
  return useQuery({ queryKey: learnerQueryKeys.courses, queryFn: getLearnerCourses });
}

export function useLearnerCourse(courseId: string) {
  return useQuery({ queryKey: learnerQueryKeys.course(courseId), queryFn: () => getLearnerCourse(courseId) });
}

export function useLeaderboard(courseId: string) {
  return useQuery({ queryKey: learnerQueryKeys.leaderboard(courseId), queryFn: () => getLeaderboard(courseId) });
}

/** `data` is null while the certificate is not earned (the server answers 404). */
export function useCertificate(courseId: string) {
  return useQuery({
    queryKey: learnerQueryKeys.certificate(courseId),
    queryFn: async () => {
      try {
        return await getCertificate(courseId);
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });
}

export function useLearnerProfile() {
  return useQuery({ queryKey: learnerQueryKeys.profile, queryFn: getLearnerProfile });
}

export function useLearnerDue() {
  return useQuery({ queryKey: learnerQueryKeys.due, queryFn: getLearnerDue });
}

/** A course the learner cannot see answers 404: the course page says so already, so its due line shows nothing. */
export function useLearnerCourseDue(courseId: string) {
  return useQuery({
    queryKey: learnerQueryKeys.courseDue(courseId),
    queryFn: async () => {
      try {
        return await getLearnerCourseDue(courseId);
      } catch (error) {
        if (isApiError(error, 404)) return { item: null };
        throw error;
      }
    },
  });
}
