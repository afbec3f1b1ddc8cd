import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail, CaseListItem } from '@verdantia/domain/trustlink/case-answers';
import type { CaseStatusChange } from '@verdantia/domain/trustlink/case-commands';
import type { ClosureReason } from '@verdantia/domain/trustlink/case-workflow';
import type { CaseStatus } from '@verdantia/domain/trustlink/case-status';
import { http, toQuery } from '~/lib/http';
import type { CaseFilter } from './filters';

const base = '/api/admin/trustlink';
export const casesKey = ['admin', 'trustlink'] as const;

export interface CasePage {
  items: CaseListItem[];
  total: number;
}

export function useCases(filter: CaseFilter, page: number) {
  return useQuery({
    queryKey: [...casesKey, 'list', filter, page],
    queryFn: () => http<CasePage>(`${base}/cases${toQuery({ ...filter, page })}`),
  });
}

export function useCase(id: string) {
  return useQuery({
    queryKey: [...casesKey, 'case', id],
    queryFn: () => http<CaseDetail>(`${base}/cases/${id}`),
  });
}

/** Whom a case can be assigned to: asked for by case managers only (they assign). */
export function useHandlers(enabled: boolean, caseId: string) {
  return useQuery({
    enabled,
    queryKey: [...casesKey, 'handlers', caseId],
    queryFn: () =>
      http<{ items: { id: number; name: string }[] }>(`${base}/handlers${toQuery({ caseId })}`),
    staleTime: 60_000,
  });
}

/** A change to one case: the case page reloads from the answer, lists refresh later. */
function useCaseChange<Vars>(post: (vars: Vars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: casesKey });
    },
  });
}

export const useStatusChange = (id: string) =>
  useCaseChange((change: { status: CaseStatus; closureReason?: ClosureReason; outcome?: string }) =>
    http(`${base}/cases/${id}/status`, { method: 'POST', body: change satisfies CaseStatusChange }),
  );

/** A message to the reporter; with a file it goes as multipart to the route that checks files. */
export const useSendMessage = (id: string) =>
  useCaseChange(({ body, file }: { body: string; file?: File }) => {
    if (!file) return http(`${base}/cases/${id}/messages`, { method: 'POST', body: { body } });
    const form = new FormData();
    form.append('body', body);
    form.append('file', file);
    return http(`${base}/cases/${id}/messages/file`, { method: 'POST', body: form });
  });

export const useAddNote = (id: string) =>
  useCaseChange((body: string) =>
    http(`${base}/cases/${id}/notes`, { method: 'POST', body: { body } }),
  );

export const useAssign = (id: string) =>
  useCaseChange((staffId: number | null) =>
    http(`${base}/cases/${id}/assignee`, { method: 'POST', body: { staffId } }),
  );

export const evidenceHref = (caseId: number | string, evidenceId: number) =>
  `${base}/cases/${caseId}/evidence/${evidenceId}`;

/** Steps aside from a case: the reader can no longer see it. */
export function useRecusal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http(`${base}/cases/${id}/recusal`, { method: 'POST', body: {} }),
    onSuccess: () => {
      client.removeQueries({ queryKey: [...casesKey, 'case', id] });
      void client.invalidateQueries({ queryKey: casesKey });
    },
  });
}

export const useReinclusion = (id: string) =>
  useCaseChange((exclusionId: number) =>
    http(`${base}/cases/${id}/exclusions/${exclusionId}/reinclusion`, {
      method: 'POST',
      body: {},
    }),
  );

export const caseExportHref = (caseId: number | string) => `${base}/cases/${caseId}/export.pdf`;
