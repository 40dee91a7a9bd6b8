import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/index.ts';
import { getCertificate, getLeaderboard, getLearnerCourse, getLearnerCourses, getLearnerProfile } from './learner-api.ts';
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
