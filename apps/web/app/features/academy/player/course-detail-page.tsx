import { useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CourseDetail, Lecture } from '@verdantia/domain/academy/learner';
import { errorMessage, HttpError } from '~/lib/http';
import { FormAlert } from '~/ui/form';
import { academyKeys, useAcademyHttp } from '../learner/academy-api';
import { CertificateButton, LinkedInActions } from './certificate-actions';
import { FinalAssessment, useAssessmentStatus } from './final-assessment';
import { LectureList } from './lecture-list';

// The player (react-player and the dialog) loads only when a lecture is chosen.
const PlayerDialog = lazy(() => import('./player-dialog'));

/** /esg-course/:id: the course, its certificate and sharing, and its lectures. */
export function CourseDetailPage({ courseId }: { courseId: string }) {
  const call = useAcademyHttp();
  const [chosenId, setChosenId] = useState<string>();
  useEffect(() => window.scrollTo({ top: 0 }), [courseId]);
  const detail = useQuery({
    queryKey: academyKeys.detail(courseId),
    queryFn: () => call<CourseDetail>(`/api/academy/website/${encodeURIComponent(courseId)}`),
  });

  const assessment = useAssessmentStatus(courseId);
  const client = useQueryClient();
  const finished = detail.data?.completed;
  // The last lecture completed in the player opens the assessment: ask where the learner stands.
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: academyKeys.assessment(courseId) });
  }, [finished, client, courseId]);

  if (detail.isPending) {
    return (
      <p role="status" className="container-page pt-header py-24 text-muted">
        Loading the course…
      </p>
    );
  }
  if (detail.isError) {
    const status = detail.error instanceof HttpError ? detail.error.status : 0;
    return (
      <div className="container-page pt-header pb-24">
        <h1 className="mt-14 text-3xl font-bold text-brand-950">
          {status === 404 ? 'Course not found' : 'We could not load this course'}
        </h1>
        <FormAlert
          tone="error"
          className="mt-6 max-w-xl"
          onRetry={status === 404 || status === 400 ? undefined : () => void detail.refetch()}
        >
          {errorMessage(detail.error)}
        </FormAlert>
        <Link
          to="/all-courses"
          className="mt-6 inline-block font-semibold text-brand-700 underline"
        >
          Back to my courses
        </Link>
      </div>
    );
  }

  const { courseId: course, completed, progressPercentage } = detail.data;
  const lectures = course.sections.flatMap((section) => section.lectures);
  const chosen: Lecture | undefined = lectures.find((lecture) => lecture._id === chosenId);

  return (
    <div className="bg-[linear-gradient(#effcf8,#fff_30rem)] pt-header">
      <div className="container-page py-10 lg:py-14">
        <Link
          to="/all-courses"
          className="inline-flex items-center gap-2 font-semibold text-brand-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          My courses
        </Link>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
              {course.courseName}
            </h1>
            <p className="mt-4 text-lg text-muted">{course.description}</p>
            <p className="mt-4 font-semibold text-brand-900" data-testid="course-progress">
              {Math.round(progressPercentage)}% completed
            </p>
            <div className="mt-6 flex flex-wrap items-start gap-3">
              <CertificateButton
                courseId={course._id}
                courseName={course.courseName}
                completed={completed && assessment.data?.passed === true}
              />
              {completed && assessment.data?.passed && <LinkedInActions courseId={course._id} />}
            </div>
          </div>
          <img
            src={course.courseImage}
            width="400"
            height="240"
            alt=""
            className="aspect-[5/3] w-full rounded-3xl bg-brand-50 object-cover shadow-card ring-1 ring-line max-lg:order-first"
          />
        </div>
        <section aria-labelledby="lectures-title" className="mt-12">
          <h2 id="lectures-title" className="mb-5 text-2xl font-bold text-brand-950">
            Lectures
          </h2>
          <LectureList
            sections={course.sections}
            onChoose={(lecture) => setChosenId(lecture._id)}
          />
        </section>
        <section aria-labelledby="assessment-title" className="mt-12 max-w-3xl">
          <h2 id="assessment-title" className="mb-5 text-2xl font-bold text-brand-950">
            Final assessment
          </h2>
          <FinalAssessment courseId={course._id} />
        </section>
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <PlayerDialog
            courseId={course._id}
            lecture={chosen}
            onClose={() => setChosenId(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
