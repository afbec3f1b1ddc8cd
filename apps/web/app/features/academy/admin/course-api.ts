import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  AdminCourse,
  AdminCourseListItem,
  CourseInput,
  CourseLearners,
} from '@verdantia/domain/academy/admin';
import { errorMessage, http, type HttpOptions } from '~/lib/http';

export const courseKeys = {
  list: ['admin', 'courses'] as const,
  course: (id: string) => ['admin', 'courses', id] as const,
  learners: (id: string) => ['admin', 'courses', id, 'learners'] as const,
};

export const coursePath = (courseId: string, rest = '') =>
  `/api/admin/courses/${encodeURIComponent(courseId)}${rest}`;

export const useCourseList = () =>
  useQuery({
    queryKey: courseKeys.list,
    queryFn: () => http<AdminCourseListItem[]>('/api/admin/courses'),
  });

export const useAdminCourse = (courseId: string) =>
  useQuery({
    queryKey: courseKeys.course(courseId),
    queryFn: () => http<AdminCourse>(coursePath(courseId)),
  });

export const useCourseLearners = (courseId: string) =>
  useQuery({
    queryKey: courseKeys.learners(courseId),
    queryFn: () => http<CourseLearners>(coursePath(courseId, '/learners')),
  });

/**
 * One edit of a course (details, publishing, sections, lectures, order): the answer is the whole
 * course, which replaces the cached one; the list refreshes behind it.
 */
export function useCourseEdit(courseId: string, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, ...options }: HttpOptions & { path: string }) =>
      http<AdminCourse>(coursePath(courseId, path), options),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.course(courseId), course);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list });
      if (success) toast.success(success);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseInput) =>
      http<AdminCourse>('/api/admin/courses', { method: 'POST', body: input }),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.course(course._id), course);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list });
    },
  });
}

/** Moves the item at `index` one place up (-1) or down (+1); answers the new order of ids. */
export function moved<T extends { _id: string }>(items: T[], index: number, step: -1 | 1) {
  const ids = items.map((item) => item._id);
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}
