import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { courseAdminMessages, type CourseLearner } from '@verdantia/domain/academy/admin';
import { DataTable } from '~/backoffice/data-table';
import { ConfirmDialog } from '~/backoffice/confirm-dialog';
import {
  AdminButton,
  Badge,
  EmptyState,
  formatDateTime,
  Panel,
  stacked,
  TableSkeleton,
} from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { courseKeys, useCourseLearners } from './course-api';

function CertificateCell({ learner, onRevoke }: { learner: CourseLearner; onRevoke: () => void }) {
  const certificate = learner.certificate;
  if (!certificate) return <span className="text-muted">Not issued</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <a
        href={`/certificates/${certificate.certificateId}`}
        className="font-mono text-xs text-brand-800 underline"
        target="_blank"
        rel="noreferrer"
      >
        {certificate.certificateId}
      </a>
      {certificate.status === 'valid' ? (
        <>
          <Badge tone="green">Valid</Badge>
          <AdminButton tone="danger-ghost" onClick={onRevoke}>
            Revoke
          </AdminButton>
        </>
      ) : (
        <Badge tone="red">Revoked</Badge>
      )}
    </span>
  );
}

const columns = ['Learner', 'Enrolled', 'Progress', 'Certificate'];

/** Who enrolled, how far they got, and their certificates (with revocation). */
export function LearnersPanel({ courseId }: { courseId: string }) {
  const learners = useCourseLearners(courseId);
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<CourseLearner>();
  const revoke = useMutation({
    mutationFn: (certificateId: string) =>
      http(`/api/admin/certificates/${encodeURIComponent(certificateId)}/revoke`, {
        method: 'POST',
        body: { reason: '' },
      }),
    onSuccess: async () => {
      toast.success(courseAdminMessages.certificateRevoked);
      setRevoking(undefined);
      await queryClient.invalidateQueries({ queryKey: courseKeys.learners(courseId) });
    },
  });

  return (
    <Panel>
      <h2 className="px-5 pt-4 pb-3 text-base font-semibold text-brand-950">
        Learners
        {learners.data && (
          <span className="ml-2 text-sm font-normal text-muted">
            {learners.data.learners.length} enrolled ·{' '}
            {learners.data.learners.filter((l) => l.completedAt).length} completed
          </span>
        )}
      </h2>
      {learners.isError && (
        <FormAlert tone="error" className="m-4" onRetry={() => void learners.refetch()}>
          {errorMessage(learners.error)}
        </FormAlert>
      )}
      {learners.isPending && <TableSkeleton columns={4} rows={3} />}
      {learners.data?.learners.length === 0 && <EmptyState icon={Users} title="No learners yet" />}
      {learners.data && learners.data.learners.length > 0 && (
        <DataTable caption="Learners of this course" columns={columns}>
          {learners.data.learners.map((learner) => (
            <tr key={learner.enrolmentId} className={stacked.row}>
              <td className={stacked.td}>
                <span className="font-semibold text-brand-950">{learner.userName}</span>
                <span className="block text-muted break-all">{learner.email}</span>
                <span className="block text-muted">{learner.organisation}</span>
              </td>
              <td className={`${stacked.td} text-muted`}>{formatDateTime(learner.enrolledAt)}</td>
              <td className={stacked.td}>
                {learner.completedLectures}/{learners.data.lectureCount} lectures ·{' '}
                {Math.round(learner.progressPercentage)}%
                {learner.completedAt && (
                  <span className="block text-muted">
                    Completed {formatDateTime(learner.completedAt)}
                  </span>
                )}
              </td>
              <td className={stacked.td}>
                <CertificateCell learner={learner} onRevoke={() => setRevoking(learner)} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => {
          if (!open) setRevoking(undefined);
          revoke.reset();
        }}
        title="Revoke this certificate?"
        confirmLabel="Revoke certificate"
        tone="danger"
        pending={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error) : undefined}
        onConfirm={() => revoking?.certificate && revoke.mutate(revoking.certificate.certificateId)}
      >
        <p>
          The certificate of {revoking?.userName} ({revoking?.certificate?.certificateId}) will no
          longer be valid. Its verification page will say it was revoked. This cannot be undone.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
