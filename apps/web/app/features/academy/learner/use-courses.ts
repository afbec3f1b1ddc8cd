import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  academyMessages,
  academyTimings,
  type CourseListItem,
  type Enrolment,
} from '@verdantia/domain/academy/learner';
import { errorMessage } from '~/lib/http';
import { academyKeys, useAcademyHttp } from './academy-api';

/** The learner's enrolments (entries whose course is gone are skipped) and the other courses. */
export function useCourses() {
  const call = useAcademyHttp();
  const mine = useQuery({
    queryKey: academyKeys.myCourses,
    queryFn: () => call<Enrolment[]>('/api/academy/website/myCourses'),
  });
  const all = useQuery({
    queryKey: academyKeys.courses,
    queryFn: () => call<CourseListItem[]>('/api/academy/website'),
  });
  const enrolments = (mine.data ?? []).filter(
    (entry): entry is Enrolment & { courseId: NonNullable<Enrolment['courseId']> } =>
      entry.courseId !== null,
  );
  const enrolledIds = new Set(enrolments.map((entry) => entry.courseId._id));
  const available = (all.data ?? []).filter((course) => !enrolledIds.has(course._id));
  return { mine, all, enrolments, available };
}

/** Enrol, then a 3-second toast and both lists refresh; enrolling twice is harmless. */
export function useEnrol() {
  const call = useAcademyHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      call(`/api/academy/website/enroll/${encodeURIComponent(courseId)}`),
    onSuccess: async () => {
      toast.success(academyMessages.enrolled, { duration: academyTimings.enrolToastMs });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: academyKeys.myCourses }),
        queryClient.invalidateQueries({ queryKey: academyKeys.courses }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
